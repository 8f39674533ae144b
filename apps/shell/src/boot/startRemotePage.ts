import type { PreloadHost, RemoteName, RuntimeConfig } from '@exchange/remote-contract';
import { readPersistedUser } from '@exchange/shared-auth/boot';
import { earlyAnswerFor, sendEarlyRead, type EarlySession } from '@exchange/live-data/early';
import { fetchManifestEarly } from '../federation/earlyManifests';
import { loadRemoteModule, loadRemotePreload } from '../federation/remoteRegistry';

/** What a remote may ask of the shell before the store runs: its preload (contract 1.5), its hints (1.6). */
export function preloadHost(config: RuntimeConfig, ready: Promise<void>): PreloadHost {
  const session: EarlySession = {
    bases: config.api,
    originId: config.originId,
    token: readPersistedUser(globalThis.localStorage)?.token ?? null,
  };
  return { earlyRead: (request) => sendEarlyRead(session, request), ready };
}

/**
 * A cold deep link into a remote (a player's bookmark of a match or a table): the remote's
 * manifest, then its entry and the scripts of its `./preload` and `./routes` modules, start
 * downloading at once (../federation/earlyManifests.ts), and so do the page's own chunks and first
 * reads when the manifest has hints for the path (contract 1.6). The remote's light `./preload` runs as soon
 * as it arrives and gets a host (contract 1.5) through which the page's first reads go out before
 * the shared store has even loaded; the store's own reads take their answers. Its store-bound work
 * waits for `host.ready`: the store with this config. Best effort: a failure shows up, handled,
 * when the page loads.
 */
export async function startRemotePage(config: RuntimeConfig, remote: RemoteName, pathname: string): Promise<void> {
  // Asked for before the remote's modules, so its config is applied before any of them can use it,
  // and its reads take the answers of the early reads below.
  const auth = import('@exchange/shared-auth').then((auth) => {
    auth.setEarlyAnswers(earlyAnswerFor);
    auth.applyRuntimeConfig(config);
  });
  auth.catch(() => undefined);
  const host = preloadHost(config, auth);
  const manifest = config.remotes[remote];
  // With the manifest come the page's own chunks and first reads, when it has hints for this path (1.6).
  if (manifest) fetchManifestEarly(manifest, { assets: true, deepLink: { pathname, read: host.earlyRead } });
  try {
    // A `./preload` of contract 1.4 imports the store itself: it arrives once the store has.
    const preload = await loadRemotePreload(remote);
    if (preload) preload(pathname, host);
    else {
      await auth;
      (await loadRemoteModule(remote)).preload?.(pathname);
    }
  } catch {
    // The page's own load reports it in the remote's area.
  }
}
