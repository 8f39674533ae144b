import { useEffect } from 'react';
import { whenSettled } from '../boot/whenIdle';
import { preloadRemote } from './remoteRegistry';

/** Long enough for the page being opened to fetch its own chunks and first answers undisturbed. */
export const SETTLE_MS = 3000;

/**
 * Once a player is in, both remotes' manifests, entries and route modules download while the
 * browser is idle, so the first tap on Casino or a match waits only for that page's own chunk.
 * It waits for the current page to settle first: on a phone's bandwidth, a preload racing the
 * page's own requests would slow down what the player is looking at.
 */
export function usePreloadRemotes(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return undefined;
    return whenSettled(() => {
      preloadRemote('sportsbook');
      preloadRemote('casino');
    }, SETTLE_MS);
  }, [loggedIn]);
}
