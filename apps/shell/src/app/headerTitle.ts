import { matchPath } from '@exchange/shared-ui/router';
import type { TitledRoute } from '../federation/remoteDeclarations';

/**
 * The header title (spec section 2) is declared with each route: the shell's own routes carry it in
 * their `handle`, a remote's routes in their `title` (federation contract). Nothing here knows a
 * remote's paths or tables.
 */
export const DEFAULT_TITLE = 'Dashboard';

/** A shell route's `handle`, read with useMatches: its title, or `remote` for the path handed to a remote. */
export type ShellRouteHandle = { title?: string; remote?: boolean };

/**
 * The title of the route that matches the path exactly; else of the longest route the path lies
 * under (`/casino/anything` reads 'Casino'); else the default.
 */
export function headerTitle(pathname: string, routes: readonly TitledRoute[]): string {
  const exact = routes.find((route) => matchPath({ path: `/${route.path.replace(/^\/+/, '')}`, end: true }, pathname));
  if (exact) return exact.title;
  const under = routes
    .filter((route) => matchPath({ path: `/${route.path.replace(/^\/+/, '')}`, end: false }, pathname))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return under?.title ?? DEFAULT_TITLE;
}

/** Header, bar and sidebar are hidden on /confirm and on the lottery table pages. */
export function isFramelessPath(pathname: string): boolean {
  return pathname === '/confirm' || pathname.startsWith('/confirm/') || pathname.startsWith('/lottery/casino_tables/1');
}
