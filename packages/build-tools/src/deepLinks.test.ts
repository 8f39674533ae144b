import { describe, expect, it } from 'vitest';
import { deepLinkHints, deepLinkManifest } from './deepLinks';

const group = (name: string | null, files: string[]) => ({ name, getFiles: () => files });
const GROUPS = [
  group('match-page', [
    'static/js/async/dg.1.js',
    'static/js/async/match-page.2.js',
    'static/css/async/match-page.3.css',
  ]),
  group('match-preload', [
    'static/js/async/dg.1.js',
    'static/js/async/match-preload.4.js',
    'static/js/async/match-preload.4.js.map',
  ]),
  group(null, ['static/js/async/other.5.js']),
];
const SOURCE = {
  path: '/game/cricket/:id',
  chunks: ['match-page', 'match-preload'],
  reads: [{ api: 'cm' as const, url: '/cricket/event-data/{id}', skipAuth: true }],
};

describe("a remote's deep-link hints at build time", () => {
  it("name each page's scripts and stylesheets once, from its named chunks", () => {
    expect(deepLinkHints([SOURCE], GROUPS)).toEqual([
      {
        path: '/game/cricket/:id',
        js: ['static/js/async/dg.1.js', 'static/js/async/match-page.2.js', 'static/js/async/match-preload.4.js'],
        css: ['static/css/async/match-page.3.css'],
        reads: SOURCE.reads,
      },
    ]);
  });

  it('fail the build when a chunk name is no longer a chunk', () => {
    expect(() => deepLinkHints([{ ...SOURCE, chunks: ['match-pages'] }], GROUPS)).toThrow(
      'deep link /game/cricket/:id: no chunk is named "match-pages"',
    );
  });

  it("are written into the manifest's metaData, beside what it had", () => {
    const stats = { metaData: { name: 'sportsbook' } };
    const out = deepLinkManifest([SOURCE]).additionalData({ stats, compilation: { chunkGroups: GROUPS } });
    expect(out.metaData).toMatchObject({ name: 'sportsbook', deepLinks: [{ path: '/game/cricket/:id' }] });
  });
});
