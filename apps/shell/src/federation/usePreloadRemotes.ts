import { useEffect } from 'react';
import { whenIdle } from '../boot/whenIdle';
import { preloadRemote } from './remoteRegistry';

/**
 * Once a player is in, both remotes' manifests, entries and route modules download while the
 * browser is idle, so the first tap on Casino or a match waits only for that page's own chunk.
 */
export function usePreloadRemotes(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return undefined;
    return whenIdle(() => {
      preloadRemote('sportsbook');
      preloadRemote('casino');
    }, 3000);
  }, [loggedIn]);
}
