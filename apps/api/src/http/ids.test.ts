import type { App } from '../app';
import type { Database } from '../db/client';
import { createTestApp, createTestDatabase, session } from '../testing/harness';

// Every route of the app with a number or an id in its path or query, read from the app itself (its
// OpenAPI document, cross-checked against the router), so a new route is covered without editing this.

type Parameter = { in: string; name: string; required?: boolean; schema: { type?: string } };
type Operation = { parameters?: Parameter[] };
type Route = { method: string; path: string; params: Parameter[] };

/** Not one of these may be taken for an id: each is a 400 (or a 404 when the path no longer matches). */
const badIds = [
  '2.5',
  '2e0',
  '0x10',
  '+2',
  '02',
  ' 2',
  '2 ',
  '2147483648',
  '99999999999',
  '',
  '0',
  '-1',
  '\u0000',
  '2\u0000',
  '\u00002',
  'abc',
  '1_0',
  'Infinity',
  'NaN',
  'true',
  '0b11',
  '0o7',
  '１',
  '2,3',
  '[2]',
];
/** Loosely written numbers for the other whole-number parameters (page numbers, dates). */
const badNumbers = ['2.5', '2e0', '0x10', '+2', '02', ' 2', '', 'abc', 'true', '2\u0000', '99999999999999999999'];

let database: Database;
let app: App;
let routes: Route[];
let auth: Record<string, string>;
let playerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { casinoEngine: false, adminToken: 'admin-secret' });
  await app.ready();
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
    })),
  );
  const ravi = await session(app, 'C1001');
  auth = { ...ravi.auth, 'x-admin-token': 'admin-secret' };
  playerId = ravi.id;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const isId = (p: Parameter) => /id$/i.test(p.name);
const isWhole = (p: Parameter) => p.schema.type === 'integer';

/** A well-formed value for every parameter but the one under test. */
function goodValue(p: Parameter): string {
  if (isWhole(p)) return isId(p) ? String(playerId) : '1';
  return p.name === 'casinoGames' || p.name === 'casinoGame' || p.name === 'gameId' || p.name === 'gameCode'
    ? 'LUCKY7'
    : 'C1001';
}

function urlWith(route: Route, name: string, value: string): string {
  let path = route.path;
  const query: string[] = [];
  for (const p of route.params) {
    const text = p.name === name ? value : goodValue(p);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(text));
    else if (p.required || p.name === name) query.push(`${p.name}=${encodeURIComponent(text)}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** The status and the envelope's error description (empty for answers that are not an envelope). */
async function send(route: Route, url: string): Promise<{ statusCode: number; description: string }> {
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : {};
  const res = await app.inject({
    method: route.method as 'GET',
    url,
    headers: auth,
    ...(body ? { payload: body } : {}),
  });
  let description = '';
  try {
    description = String((res.json() as { error?: { description?: string } }).error?.description ?? '');
  } catch {
    // An HTML page (the stream pages) has no envelope.
  }
  return { statusCode: res.statusCode, description };
}

describe('ids and numbers in paths and queries, on every route', () => {
  it('finds the routes with ids in the app, including any the docs hide', () => {
    const documented = new Set(routes.flatMap((r) => r.params.filter((p) => p.in === 'path').map((p) => p.name)));
    const routed = [...app.printRoutes({ commonPrefix: false }).matchAll(/:(\w+)/g)].map((m) => m[1]!);
    expect(routed.filter((name) => !documented.has(name))).toEqual([]);
    const names = routes.filter((r) => r.params.some((p) => isId(p) && isWhole(p))).map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /aam/v1/accmanage/user/{id}/rate-difference',
        'GET /aam/v1/user/bets-from-log',
        'GET /cm/v1/cricket/odds/{eventId}',
      ]),
    );
  });

  it('refuses a malformed or out-of-range whole-number id with a 400 naming it (or a 404 without a route), never a 500', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const p of route.params.filter((q) => isWhole(q) && isId(q))) {
        for (const bad of badIds) {
          const { statusCode, description } = await send(route, urlWith(route, p.name, bad));
          const refused = statusCode === 400 ? description.includes(p.name) : statusCode === 404 && description !== '';
          if (!refused)
            wrong.push(
              `${route.method} ${route.path} ${p.name}=${JSON.stringify(bad)} -> ${statusCode} ${description}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses loosely written whole numbers in every other parameter with a 400 naming it', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const p of route.params.filter((q) => isWhole(q) && !isId(q))) {
        for (const bad of badNumbers) {
          const { statusCode, description } = await send(route, urlWith(route, p.name, bad));
          if (statusCode !== 400 || !description.includes(p.name))
            wrong.push(
              `${route.method} ${route.path} ${p.name}=${JSON.stringify(bad)} -> ${statusCode} ${description}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('answers text ids (casino rounds, game codes) that are unknown or carry a NUL with a 4xx, never a 500', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const p of route.params.filter((q) => !isWhole(q))) {
        for (const bad of badIds) {
          const { statusCode, description } = await send(route, urlWith(route, p.name, bad));
          const nulRefused = !bad.includes('\u0000') || (statusCode === 400 && description.includes(p.name));
          if (statusCode >= 500 || !nulRefused)
            wrong.push(
              `${route.method} ${route.path} ${p.name}=${JSON.stringify(bad)} -> ${statusCode} ${description}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
