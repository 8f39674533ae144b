/** Cricket feature: the list of matches (route /cricket).
 * Nothing imports this index statically: routes.tsx loads the page lazily by its file. */
export { default as CricketPage } from './CricketPage';
