/**
 * Match feature: a cricket match's page (loaded lazily by its file from routes.tsx) and what starts
 * its data on a cold deep link. This index is imported by the light `./preload` expose, so it must
 * import nothing shared (no store, no UI): the store-bound half of the preload is a chunk of its own.
 */
export { eventDataRead, eventIdOf, matchRouteId, oddsRead } from './matchReads';
export { EVENT_DATA_URL, MATCH_PATH, ODDS_URL } from './matchUrls';

/** The store-bound half of a cold match's preload (`preloadMatch.ts`), loaded when the store is ready. */
export const loadMatchPreload = () => import(/* webpackChunkName: "match-preload" */ './preloadMatch');
