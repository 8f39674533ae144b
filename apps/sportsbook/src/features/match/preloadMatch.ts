import { store } from '@exchange/shared-auth';
import { matchApi } from './matchApi';

/** The cricket match id of a `/game/cricket/{id}` path, or 0 for any other path. */
export function matchRouteId(pathname: string): number {
  const match = /^\/game\/cricket\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

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
  store
    .dispatch(matchApi.endpoints.getEventData.initiate(id, { subscribe: false }))
    .then((result) => {
      const eventId = result.data?.eventId;
      if (eventId) void store.dispatch(matchApi.endpoints.getOdds.initiate(eventId, { subscribe: false }));
    })
    .catch(() => undefined);
  loadPage().catch(() => undefined);
}
