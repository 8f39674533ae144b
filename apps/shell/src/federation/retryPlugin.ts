import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { takeEarlyManifest } from './earlyManifests';

/**
 * Module Federation's retry plugin: a remote's manifest (`fetch`), its entry script and the chunks
 * of an exposed module (`script`) that fail on a flaky network are asked for again before the
 * area's fallback shows. A remote that stays down still fails, after the retries (about 2 s), and
 * shows "<Area> is unavailable" with Retry as before.
 *
 * The manifest's delay is the plugin's fixed 1 s in this version (0.17.1: it does not pass
 * `retryDelay` on for fetches); the scripts' is ours.
 */
export const RETRY = { manifestRetries: 2, scriptRetries: 2, scriptDelayMs: 500 } as const;

export function federationRetryPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = RetryPlugin({
    fetch: { retryTimes: RETRY.manifestRetries },
    script: { retryTimes: RETRY.scriptRetries, retryDelay: RETRY.scriptDelayMs },
  });
  // A manifest the page already asked for (./earlyManifests.ts) is answered from that request; one
  // that failed is asked for again here, with the retries.
  const retryingFetch = plugin.fetch;
  if (retryingFetch) {
    plugin.fetch = (url, options, ...rest) => {
      const early = takeEarlyManifest(url);
      if (!early) return retryingFetch(url, options, ...rest);
      return early.catch(async () => {
        const retried = await retryingFetch(url, options, ...rest);
        return retried instanceof Response ? retried : fetch(url, options);
      });
    };
  }
  return plugin;
}
