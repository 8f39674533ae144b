/** Casino Bets feature: the player's casino bets by day (route /casino-bets).
 * Nothing imports this index statically: routes.tsx loads the page lazily by its file. */
export { BETS_LOAD_FAILED, default as CasinoBetsPage } from './CasinoBetsPage';
