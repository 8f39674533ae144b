import type { ReactNode } from 'react';

/**
 * The one thing a remote (sportsbook, casino, or an operator's own casino) implements.
 * Bump CONTRACT_VERSION's major when a change would break remotes built against the old shape;
 * the shell refuses remotes whose major differs (a compatible older minor keeps working).
 *
 * 1.0  routes, nav, name, version.
 * 1.1  optional `brand` (a remote that themes its own area); 1.0 remotes simply do not send it.
 * 1.2  optional `preload(pathname)`: start a page's chunk and first answers early; older remotes lack it.
 */
export const CONTRACT_VERSION = '1.2';

export type RemoteNavEntry = { label: string; to: string };

export type RemoteRoute = {
  /** Path relative to the root, e.g. 'cricket' or 'game/:sport/:id'. */
  path: string;
  /** Header title shown for this route (the spec's title table). */
  title?: string;
  /** The route's screen, loaded lazily by the remote itself. */
  element: ReactNode;
  /** Routes that need a logged-in player; the shell shows the login screen otherwise. */
  requiresAuth?: boolean;
};

export type RemoteModule = {
  contractVersion: string;
  /** The remote's own name and build, logged by the shell when it fails. */
  name: string;
  version: string;
  /** The brand the remote was built for, when it themes its own area. */
  brand?: string;
  routes: RemoteRoute[];
  nav?: RemoteNavEntry[];
  /**
   * Called by the shell when a player opens one of this remote's paths from a cold start, before
   * the page renders: fetch that page's chunk and its first answers now, so they download while the
   * shell is still rendering instead of after it. Best effort; it must not throw.
   */
  preload?: (pathname: string) => void;
};

export function isCompatibleContract(remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const [major] = remoteVersion.split('.');
  return major === CONTRACT_VERSION.split('.')[0];
}
