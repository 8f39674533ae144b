import type { ReactNode } from 'react';
import { normalizePathPrefix, type RemoteModule, type RemoteName } from '@exchange/remote-contract';

/**
 * What the shell reads from a loaded remote (contract 1.3), checked entry by entry: a remote is
 * another team's build, so a malformed entry is left out (and logged), never a crash of the shell.
 */

/** How the shell names a remote's area when the remote itself cannot say (it failed to load). */
export const AREA_NAMES: Record<RemoteName, string> = { sportsbook: 'Sportsbook', casino: 'Casino' };

export type NavPlacement = 'sidebar' | 'bottom';

export type DeclaredNavEntry = {
  label: string;
  to: string;
  shortLabel?: string;
  icon?: ReactNode;
  placement: readonly NavPlacement[];
  order: number;
};

export type TitledRoute = { path: string; title: string };

/** Where an entry without an order goes: after lower orders, before the shell's My Ledger (300). */
export const DEFAULT_REMOTE_NAV_ORDER = 200;
const BOTH: readonly NavPlacement[] = ['sidebar', 'bottom'];

function warn(remote: string, what: string): void {
  console.warn(`[federation] ${remote}: ${what}; left out`);
}

/** The static start of a route's path, up to its first parameter or splat ('game/:sport/:id' -> 'game'). */
function staticStart(path: string): string | null {
  const segments: string[] = [];
  for (const segment of path.replace(/^\/+/, '').split('/')) {
    if (segment.startsWith(':') || segment.includes('*') || segment === '') break;
    segments.push(segment);
  }
  return segments.length ? normalizePathPrefix(segments.join('/')) : null;
}

/**
 * The prefixes a remote owns: its declared `pathPrefixes`, or, for a remote built before 1.3, the
 * static start of each of its routes (so its own paths are still found; nothing else is claimed).
 */
export function prefixesOf(module: RemoteModule): string[] {
  const declared = Array.isArray(module.pathPrefixes) ? module.pathPrefixes : null;
  const raw =
    declared ?? module.routes.map((route) => (typeof route?.path === 'string' ? staticStart(route.path) : null));
  const prefixes = raw.map((p) => normalizePathPrefix(p)).filter((p): p is string => p !== null);
  if (declared && prefixes.length !== declared.length)
    warn(module.name, 'a path prefix that is not plain URL segments');
  return [...new Set(prefixes)];
}

export function navEntriesOf(module: RemoteModule): DeclaredNavEntry[] {
  const entries: DeclaredNavEntry[] = [];
  for (const entry of Array.isArray(module.nav) ? module.nav : []) {
    const { label, to, shortLabel, icon, placement, order } = entry ?? {};
    if (
      typeof label !== 'string' ||
      label.trim() === '' ||
      typeof to !== 'string' ||
      !to.startsWith('/') ||
      to.startsWith('//')
    ) {
      warn(module.name, `navigation entry ${JSON.stringify({ label, to })} needs a label and a path starting with /`);
      continue;
    }
    const places = Array.isArray(placement)
      ? placement.filter((p): p is NavPlacement => p === 'sidebar' || p === 'bottom')
      : BOTH;
    entries.push({
      label,
      to,
      ...(typeof shortLabel === 'string' && shortLabel.trim() ? { shortLabel } : {}),
      ...(icon ? { icon } : {}),
      placement: places,
      order: typeof order === 'number' && Number.isFinite(order) ? order : DEFAULT_REMOTE_NAV_ORDER,
    });
  }
  return entries;
}

/** The routes that carry a header title. */
export function titledRoutesOf(module: RemoteModule): TitledRoute[] {
  return module.routes
    .filter((route) => typeof route?.path === 'string' && typeof route.title === 'string' && route.title !== '')
    .map((route) => ({ path: route.path, title: route.title! }));
}
