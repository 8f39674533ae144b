/**
 * Match feature: a cricket match's page (loaded lazily by its file from routes.tsx) and what starts
 * its data on a cold deep link. This index is imported statically by the routes module, so it must
 * never re-export the page or anything only the page needs.
 */
export { matchRouteId, preloadMatch } from './preloadMatch';
