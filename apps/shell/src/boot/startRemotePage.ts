import type { RemoteName, RuntimeConfig } from '@exchange/remote-contract';
import { fetchManifestEarly } from '../federation/earlyManifests';
import { loadRemoteModule, loadRemotePreload } from '../federation/remoteRegistry';

/**
 * A cold deep link into a remote (a player's bookmark of a match or a table): the remote's
 * manifest, then its entry and the scripts of its `./preload` and `./routes` modules, start
 * downloading at once (../federation/earlyManifests.ts), and as soon as the shared store can run,
 * the remote's preload (its `./preload` module, or its routes' `preload`) starts the page's chunk
 * and first answers, alongside the rest of the app rather than after it has rendered. Best effort: a failure shows up, handled, when the page loads.
 */
export async function startRemotePage(config: RuntimeConfig, remote: RemoteName, pathname: string): Promise<void> {
  const manifest = config.remotes[remote];
  if (manifest) fetchManifestEarly(manifest, { assets: true });
  try {
    // The remote's light preload module (contract 1.4) needs only the store and the HTTP clients,
    // not the design system its routes module brings: it can run while the app is still loading.
    const [auth, preload] = await Promise.all([import('@exchange/shared-auth'), loadRemotePreload(remote)]);
    auth.applyRuntimeConfig(config);
    if (preload) preload(pathname);
    else (await loadRemoteModule(remote)).preload?.(pathname);
  } catch {
    // The page's own load reports it in the remote's area.
  }
}
