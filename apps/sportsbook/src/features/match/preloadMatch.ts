import { store } from '@exchange/shared-auth';
import { matchApi } from './matchApi';
import { matchRouteId } from './matchReads';

/**
 * A cold deep link to a match: the two reads its rates wait on (the event data, which names the
 * event, then the odds) and the page's chunk start now, while the shell is still rendering. The
 * page's own queries then find them in the cache (kept unused for as long as RTK Query keeps data).
 */
export function preloadMatch(pathname: string, loadPage: () => Promise<unknown>): void {
  const id = matchRouteId(pathname);
  if (!id) return;
  // The data first: its request leaves in this task's microtasks, so it is on the wire before the
  // page's chunk (requested right after) can arrive, however busy the main thread is.
  preloadMatchData(id);
  loadPage().catch(() => undefined);
}

/**
 * The match's event data, then the odds it names, into the store's cache. Where the shell sent them
 * early (contract 1.5, ../../preload.ts), these reads take those answers rather than asking again.
 */
export function preloadMatchData(cricketId: number): void {
  store
    .dispatch(matchApi.endpoints.getEventData.initiate(cricketId, { subscribe: false }))
    .then((result) => {
      const eventId = result.data?.eventId;
      if (eventId) void store.dispatch(matchApi.endpoints.getOdds.initiate(eventId, { subscribe: false }));
    })
    .catch(() => undefined);
}
