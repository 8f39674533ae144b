import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyReadRequest } from '@exchange/remote-contract';
import { setAllowedRemoteOrigins } from './allowedOrigins';
import { earlyPreloadPlugin, fetchManifestEarly, firstScripts } from './earlyManifests';
import { federationRetryPlugin } from './retryPlugin';

const ORIGIN = 'http://sportsbook.test';
let n = 0;
/** A manifest URL of its own per test: the early answers are kept per URL for the page's lifetime. */
const manifestUrl = () => `${ORIGIN}/v${++n}/mf-manifest.json`;

const MANIFEST = {
  id: 'sportsbook',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/sportsbook.1a2b3c.js', path: '' } },
  shared: [],
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['static/js/async/0.aa.js', 'static/js/async/routes.bb.js'],
          async: ['static/js/async/page.cc.js'],
        },
      },
    },
    {
      path: './preload',
      assets: { js: { sync: ['static/js/async/0.aa.js', 'static/js/async/preload.dd.js'], async: [] } },
    },
    { path: './other', assets: { js: { sync: ['static/js/async/other.ee.js'], async: [] } } },
  ],
};

/** Every request is answered with `manifest`. */
const answerWith = (manifest: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 })),
  );

/** The manifest asked for early, for a deep link, and its scripts preloaded. */
async function preloadedEarly(url: string, count: number): Promise<void> {
  fetchManifestEarly(url, { assets: true });
  await vi.waitFor(() => expect(preloads()).toHaveLength(count));
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href);

beforeEach(() => setAllowedRemoteOrigins([ORIGIN]));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Only what these tests added: the document is shared with other test files.
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('a remote manifest asked for early', () => {
  it('crosses the network once: the runtime is answered from the early request', async () => {
    const url = manifestUrl();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(MANIFEST), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    fetchManifestEarly(url);
    fetchManifestEarly(url);
    const answer = (await federationRetryPlugin().fetch!(url, {})) as Response;

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await answer.json()).toEqual(MANIFEST);
  });

  it('is handed to the runtime as already read: its json() reads no body a second time', async () => {
    // In the browser each read of a body waits for a turn of the main thread, which a cold deep
    // link keeps busy with the app's chunks: the runtime had its manifest 180-560 ms late.
    const url = manifestUrl();
    answerWith(MANIFEST);

    fetchManifestEarly(url);
    const answer = (await federationRetryPlugin().fetch!(url, {})) as Response;
    const first = await answer.json();

    expect(first).toEqual(MANIFEST);
    expect(answer.bodyUsed).toBe(false);
    expect(answer.status).toBe(200);
    // The runtime's own copy: what it does to the object reaches neither the early reader nor a later read.
    (first as { id: string }).id = 'changed';
    expect(await answer.json()).toEqual(MANIFEST);
  });

  it('that failed is asked for again by the runtime, with its retries', async () => {
    vi.useFakeTimers();
    const url = manifestUrl();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(MANIFEST), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    fetchManifestEarly(url);
    const answer = federationRetryPlugin().fetch!(url, {});
    await vi.advanceTimersByTimeAsync(100);
    const response = (await answer) as Response;

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await response.json()).toEqual(MANIFEST);
  });

  it('answers the runtime once; a later load of the remote asks the network afresh', async () => {
    const url = manifestUrl();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(MANIFEST), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    fetchManifestEarly(url);
    await federationRetryPlugin().fetch!(url, {});
    await federationRetryPlugin().fetch!(url, {});

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("for a deep link, preloads the entry and the first exposes' own scripts, once each, as it arrives", async () => {
    const url = manifestUrl();
    answerWith(MANIFEST);
    await preloadedEarly(url, 4);

    const base = url.replace('mf-manifest.json', '');
    expect(preloads().sort()).toEqual(
      [
        `${base}static/js/sportsbook.1a2b3c.js`,
        `${base}static/js/async/0.aa.js`,
        `${base}static/js/async/routes.bb.js`,
        `${base}static/js/async/preload.dd.js`,
      ].sort(),
    );
  });
});

describe("a remote manifest's deep-link hints (contract 1.6)", () => {
  const HINTED = {
    ...MANIFEST,
    metaData: {
      ...MANIFEST.metaData,
      deepLinks: [
        {
          path: '/game/cricket/:id',
          js: ['static/js/async/match-page.ff.js'],
          css: ['static/css/async/match-page.gg.css'],
          reads: [
            { api: 'cm', url: '/cricket/event-data/{id}', skipAuth: true },
            { api: 'cm', url: '/cricket/odds/{eventId}', skipAuth: true, after: 0 },
          ],
        },
      ],
    },
  };
  const styles = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map((l) => l.href);

  it("start the page's chunks and its first reads, in order, as the manifest arrives", async () => {
    const url = manifestUrl();
    answerWith(HINTED);
    const read = vi.fn(async (request: EarlyReadRequest) =>
      request.url.includes('event-data') ? { code: 200, response: { eventId: 34120001 } } : {},
    );

    fetchManifestEarly(url, { assets: true, deepLink: { pathname: '/game/cricket/1001', read } });

    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(read.mock.calls.map(([request]) => request.url)).toEqual([
      '/cricket/event-data/1001',
      '/cricket/odds/34120001',
    ]);
    const base = url.replace('mf-manifest.json', '');
    expect(preloads()).toContain(`${base}static/js/async/match-page.ff.js`);
    expect(preloads()).toHaveLength(5);
    expect(styles()).toEqual([`${base}static/css/async/match-page.gg.css`]);
  });

  it('start nothing more for a path no hint names', async () => {
    const url = manifestUrl();
    answerWith(HINTED);
    const read = vi.fn(async () => undefined);

    fetchManifestEarly(url, { assets: true, deepLink: { pathname: '/game/tennis/1001', read } });

    await vi.waitFor(() => expect(preloads()).toHaveLength(4));
    expect(read).not.toHaveBeenCalled();
    expect(styles()).toEqual([]);
  });

  it('preload no file from an origin the runtime config does not list', async () => {
    const url = manifestUrl();
    const elsewhere = {
      ...HINTED,
      metaData: {
        ...HINTED.metaData,
        deepLinks: [
          { ...HINTED.metaData.deepLinks[0], js: ['http://evil.test/x.js'], css: ['https://evil.test/x.css'] },
        ],
      },
    };
    answerWith(elsewhere);
    const read = vi.fn(async () => undefined);

    fetchManifestEarly(url, { assets: true, deepLink: { pathname: '/game/cricket/1001', read } });

    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(preloads()).toHaveLength(4));
    expect(preloads().some((href) => href.includes('evil'))).toBe(false);
    expect(styles()).toEqual([]);
  });
});

describe("the scripts read from a remote's manifest", () => {
  it('are only on origins the runtime config lists', () => {
    const elsewhere = { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'http://evil.test/' } };
    expect(firstScripts(`${ORIGIN}/mf-manifest.json`, elsewhere)).toEqual([]);
  });

  it('come from an entry folder when the manifest names one', () => {
    const inFolder = {
      ...MANIFEST,
      exposes: [],
      metaData: { ...MANIFEST.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'v2/' } },
    };
    expect(firstScripts(`${ORIGIN}/app/mf-manifest.json`, inFolder)).toEqual([`${ORIGIN}/app/v2/remoteEntry.js`]);
  });

  it('are none, without an error, from a manifest that is not one', () => {
    for (const junk of [
      {},
      { metaData: 7, exposes: 'x' },
      { exposes: [null, { path: './routes', assets: { js: { sync: [3, ''] } } }] },
    ]) {
      expect(firstScripts(`${ORIGIN}/mf-manifest.json`, junk as never)).toEqual([]);
    }
  });
});

describe("the runtime's own preload of an expose", () => {
  type Op = { nameOrAlias: string; exposes?: string[]; resourceCategory?: 'all' | 'sync' };
  const opsAfterPlugin = async (manifest: string, ops: Op[]) => {
    const preloadOps = [...ops];
    const hook = earlyPreloadPlugin().beforePreloadRemote as (args: unknown) => unknown;
    await hook({ preloadOps, options: { remotes: [{ name: 'sportsbook', entry: manifest }] }, origin: {} });
    return preloadOps;
  };

  it('is dropped for exposes already preloaded from the manifest, and kept for any other', async () => {
    const url = manifestUrl();
    answerWith(MANIFEST);
    await preloadedEarly(url, 4);

    const routes = { nameOrAlias: 'sportsbook', exposes: ['./routes'], resourceCategory: 'sync' as const };
    const other = { nameOrAlias: 'sportsbook', exposes: ['./other'], resourceCategory: 'sync' as const };
    const all = { nameOrAlias: 'sportsbook', exposes: ['./preload'], resourceCategory: 'all' as const };
    const casino = { nameOrAlias: 'casino', exposes: ['./routes'] };
    expect(await opsAfterPlugin(url, [routes, other, all, casino])).toEqual([other, all, casino]);
  });

  it('is kept when the manifest was only asked for, not read for its scripts', async () => {
    const url = manifestUrl();
    answerWith(MANIFEST);
    fetchManifestEarly(url);
    await federationRetryPlugin().fetch!(url, {});

    const routes = { nameOrAlias: 'sportsbook', exposes: ['./routes'] };
    expect(await opsAfterPlugin(url, [routes])).toEqual([routes]);
  });

  it('is kept for an expose that needs a stylesheet at once', async () => {
    const url = manifestUrl();
    const styled = {
      ...MANIFEST,
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['static/js/async/routes.bb.js'] }, css: { sync: ['static/css/r.css'] } },
        },
      ],
    };
    answerWith(styled);
    await preloadedEarly(url, 2);

    const routes = { nameOrAlias: 'sportsbook', exposes: ['./routes'] };
    expect(await opsAfterPlugin(url, [routes])).toEqual([routes]);
  });
});
