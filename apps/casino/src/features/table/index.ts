/** Table feature: a live casino table with its odds, slip, bets and last results.
 * Nothing imports this index statically: routes.tsx loads the page lazily by its file. */
export { default as CasinoTablePage } from './CasinoTablePage';
