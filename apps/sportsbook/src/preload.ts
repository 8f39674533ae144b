import type { PreloadHost, RemotePreload } from '@exchange/remote-contract';
import { eventDataRead, eventIdOf, loadMatchPreload, matchRouteId, oddsRead } from './features/match';

// Named chunks: the manifest's deep-link hints list their files (deepLinks.ts).
export const loadMatchPage = () => import(/* webpackChunkName: "match-page" */ './features/match/MatchPage');

/** The event data, then the odds it names: sent by the shell now, taken by the store's reads later. */
function readEarly(host: PreloadHost, cricketId: number): void {
  void host
    .earlyRead(eventDataRead(cricketId))
    .then((envelope) => {
      const eventId = eventIdOf(envelope);
      if (eventId) return host.earlyRead(oddsRead(eventId));
      return undefined;
    })
    .catch(() => undefined);
}

/**
 * The sportsbook's `./preload` module (contract 1.5): a cold deep link to a match starts its event
 * data, then its odds, and the page's chunk. It imports nothing shared, so the shell runs it as soon
 * as it arrives, before its store chunk has: the two reads go out through the shell's `earlyRead`,
 * and once the store is ready (`host.ready`) its own reads of the same addresses take those answers
 * into the cache. A shell without a host (contract 1.4 and older) has its store ready already.
 */
const preload: RemotePreload = (pathname, host) => {
  const id = matchRouteId(pathname);
  if (!id) return;
  if (host) readEarly(host, id);
  loadMatchPage().catch(() => undefined);
  void (host?.ready ?? Promise.resolve())
    .then(loadMatchPreload)
    .then(({ preloadMatchData }) => preloadMatchData(id))
    .catch(() => undefined);
};

export default preload;
