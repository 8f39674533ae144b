import type { RouteObject } from 'react-router-dom';
import { shellRoutes } from '../../apps/shell/src/app/router';
import casino from '../../apps/casino/src/routes';
import sportsbook from '../../apps/sportsbook/src/routes';
import { NOT_CRAWLED, PLAYER_ROUTES } from './playerRoutes';

/** Every path pattern of a route tree, made absolute. */
function patterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.path === undefined || route.index ? [] : [own.replace(/\/+/g, '/')];
    return [...here, ...patterns(route.children ?? [], own === '/' ? '' : own)];
  });
}

describe("the crawl's list of pages", () => {
  it("is every route of the router: the shell's own and the ones each remote declares", () => {
    const router = new Set([
      ...patterns(shellRoutes),
      ...[...sportsbook.routes, ...casino.routes].map((route) => `/${route.path.replace(/^\/+/, '')}`),
    ]);
    const listed = new Set([...PLAYER_ROUTES, ...Object.keys(NOT_CRAWLED)]);
    expect(
      [...router].filter((path) => !listed.has(path)),
      'routes the crawl does not know',
    ).toEqual([]);
    expect(
      [...listed].filter((path) => !router.has(path)),
      'listed routes the router does not have',
    ).toEqual([]);
    expect(PLAYER_ROUTES.filter((path) => path in NOT_CRAWLED)).toEqual([]);
  });
});
