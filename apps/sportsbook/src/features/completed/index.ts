/** Completed games feature: the player's settled matches and a match's bet details.
 * Nothing imports this index statically: routes.tsx loads each page lazily by its file. */
export { default as CompletedGamesPage } from './CompletedGamesPage';
export { default as CompletedDetailPage } from './CompletedDetailPage';
