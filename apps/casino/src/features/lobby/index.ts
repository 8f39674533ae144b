/** Lobby feature: the tiles of the casino's line-up (route /casino).
 * Nothing imports this index statically: routes.tsx loads the page lazily by its file. */
export { default as CasinoLobbyPage } from './CasinoLobbyPage';
