import type { ReactNode } from 'react';

/**
 * The one thing a remote (sportsbook, casino, or an operator's own casino) implements.
 * Bump CONTRACT_VERSION's major when a change would break remotes built against the old shape;
 * the shell refuses remotes whose major differs (a compatible older minor keeps working).
 *
 * 1.0  routes, nav, name, version.
 * 1.1  optional `brand` (a remote that themes its own area); 1.0 remotes simply do not send it.
 * 1.2  optional `preload(pathname)`: start a page's chunk and first answers early; older remotes lack it.
 * 1.3  a remote describes itself: optional `pathPrefixes`, and per nav entry optional `shortLabel`,
 *      `icon`, `placement` and `order`. The shell builds its header titles (from `routes[].title`),
 *      sidebar, bottom navigation and path ownership from these; for a remote that lacks them it
 *      derives the prefixes from its routes and shows its entries in both places, in config order.
 * 1.4  optional second expose `./preload` (PRELOAD_EXPOSE), whose default export is a
 *      `RemotePreload`: what `preload` does, in a module that imports no UI, so that a cold deep
 *      link starts the page's first answers before the shell's design system has loaded and run.
 *      For a remote without it the shell calls the routes module's `preload`, as before.
 * 1.5  the shell hands `preload` a second argument, a `PreloadHost`: `earlyRead` sends one of the
 *      page's first reads at once, before the shared store has loaded, and the store's own first
 *      read of the same address takes its answer instead of asking again. A `./preload` module that
 *      imports nothing shared runs as soon as it arrives; it starts its store-bound work after
 *      `host.ready`. Older shells pass no host: a preload must work without one.
 * 1.6  optional deep-link hints in the remote's manifest (`metaData.deepLinks`, DeepLinkHint): for a
 *      cold deep link, the files of the page's chunks and its first reads, so that the shell starts
 *      them as the manifest arrives instead of when `./preload` has arrived and run. Data only: an
 *      older shell ignores the field, and a remote without it works as in 1.5.
 */
export const CONTRACT_VERSION = '1.6';

/** The name of the optional light module a remote exposes beside `./routes` (contract 1.4). */
export const PRELOAD_EXPOSE = 'preload';

/** Starts a page's chunk and first answers for a path of this remote; best effort, never throws. */
export type RemotePreload = (pathname: string, host?: PreloadHost) => void;

/** A read of one of the APIs, as a remote's first reads name it (the path under the API's base). */
export type EarlyReadRequest = {
  api: 'aam' | 'cm' | 'casino';
  url: string;
  params?: Record<string, string | number>;
  /** A public read: sent without the session's token. */
  skipAuth?: boolean;
};

/**
 * 1.6: one of a deep-link hint's reads. `url` may name `{param}`s: a parameter of the hint's path,
 * or, with `after`, a field of the `response` of the hint's read at that index, which is sent
 * first. Every value must be an id (a positive whole number, also sent as a numeric string), or
 * the read is not sent.
 */
export type DeepLinkRead = Omit<EarlyReadRequest, 'params'> & { after?: number };

/**
 * 1.6: what a cold deep link to `path` starts as soon as the remote's manifest arrives. `path` is a
 * route path whose `:name` segments match positive whole numbers ('/game/cricket/:id'); `js` and
 * `css` are files of the page's chunks, as the manifest names its other assets; `reads` are the
 * page's first reads, sent like `PreloadHost.earlyRead`'s, so the store's own reads take them.
 */
export type DeepLinkHint = { path: string; js: string[]; css: string[]; reads: DeepLinkRead[] };

/**
 * 1.6: a deep link as a remote declares it at build time: the chunk names of its page
 * (`webpackChunkName`) stand where the hint has files (packages/build-tools/src/deepLinks.ts).
 */
export type DeepLinkSource = {
  path: string;
  chunks: readonly string[];
  reads: readonly DeepLinkRead[];
};

/** 1.6: the field of a remote manifest's `metaData` that carries its DeepLinkHints. */
export const DEEP_LINKS_FIELD = 'deepLinks';

/** 1.5: what the shell offers a remote's preload before the shared store runs. */
export type PreloadHost = {
  /**
   * Sends a GET now, with the session's headers, and keeps its answer for the store's first read
   * of the same address. Resolves to the answer's parsed JSON body on a 2xx, otherwise (any other
   * status, no answer, a body that is not JSON) to undefined; never rejects. The body is untrusted:
   * the store's read parses it as it parses any answer, and a preload reads only what it needs.
   */
  earlyRead(request: EarlyReadRequest): Promise<unknown>;
  /** Resolves once the shared store has its config: the preload's store-bound work may start. */
  ready: Promise<void>;
};

/** Where the shell shows a navigation entry: the desktop sidebar, the phone's bottom navigation. */
export type RemoteNavPlacement = 'sidebar' | 'bottom';

export type RemoteNavEntry = {
  label: string;
  /** An absolute path of this remote, e.g. '/casino'. */
  to: string;
  /** 1.3: the label under the icon in the bottom navigation, where space is short; `label` otherwise. */
  shortLabel?: string;
  /** 1.3: a glyph drawn at 1em in currentColor (shared-ui's icons are). */
  icon?: ReactNode;
  /** 1.3: where the entry shows; both when absent. */
  placement?: readonly RemoteNavPlacement[];
  /**
   * 1.3: position among all entries, lowest first. The shell's own entries are My Ledger (300) and
   * My Profile (400); an entry without an order is placed at 200, after lower ones, in config order.
   */
  order?: number;
};

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
   * 1.3: the path prefixes this remote owns, segment by segment ('casino', 'main', 'main/matches'):
   * a path under one of them that none of its routes matches is its not-found page. The longest
   * prefix wins across remotes; the shell's own routes come first. Without it, the shell derives
   * the prefixes from the static start of each route's path.
   */
  pathPrefixes?: readonly string[];
  /**
   * Called by the shell when a player opens one of this remote's paths from a cold start, before
   * the page renders: fetch that page's chunk and its first answers now, so they download while the
   * shell is still rendering instead of after it. Best effort; it must not throw.
   */
  preload?: RemotePreload;
};

export function isCompatibleContract(remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const [major] = remoteVersion.split('.');
  return major === CONTRACT_VERSION.split('.')[0];
}
