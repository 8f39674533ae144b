import { describe, expect, it, vi } from 'vitest';
import type { EarlyReadRequest } from '@exchange/remote-contract';
import { deepLinkFor, fillTemplate, matchDeepLink, parseDeepLinks, sendDeepLinkReads } from './deepLinkHints';

const MATCH = {
  path: '/game/cricket/:id',
  js: ['static/js/async/match-page.1.js'],
  css: ['static/css/async/match-page.2.css'],
  reads: [
    { api: 'cm', url: '/cricket/event-data/{id}', skipAuth: true },
    { api: 'cm', url: '/cricket/odds/{eventId}', skipAuth: true, after: 0 },
  ],
};

describe("a remote manifest's deep-link hints", () => {
  it('are read as the remote wrote them', () => {
    expect(parseDeepLinks({ deepLinks: [MATCH] })).toEqual([MATCH]);
  });

  it('are none when the manifest has none, or no list', () => {
    for (const metaData of [undefined, null, 7, {}, { deepLinks: 'x' }, { deepLinks: { path: '/a' } }])
      expect(parseDeepLinks(metaData)).toEqual([]);
  });

  it('leave out a hint that is not one, and keep the others', () => {
    const junk = [
      null,
      'path',
      { path: 'game/cricket/:id' },
      { path: '/game/../admin' },
      { path: '/game/:id', js: 'a.js' },
      { path: '/game/:id', css: [7] },
      { path: '/game/:id', js: Array.from({ length: 30 }, (_, i) => `f${i}.js`) },
      { path: '/game/:id', reads: 'x' },
    ];
    expect(parseDeepLinks({ deepLinks: [...junk, MATCH] })).toEqual([MATCH]);
  });

  it('send none of their reads when one of them is not a read of a configured API', () => {
    const bad = [
      { api: 'admin', url: '/cricket/event-data/{id}' },
      { api: 'cm', url: 'http://evil.test/steal' },
      { api: 'cm', url: '/cricket/../../admin' },
      { api: 'cm', url: '/cricket/odds?eventId={id}' },
      { api: 'cm', url: '/cricket/odds/{eventId}', after: 1 },
      { api: 'cm', url: '/cricket/odds/{eventId}', after: -1 },
      { api: 'cm', url: '/cricket/odds/{eventId}', skipAuth: 'yes' },
    ];
    for (const read of bad) {
      const [hint] = parseDeepLinks({ deepLinks: [{ ...MATCH, reads: [MATCH.reads[0], read] }] });
      // The files still help the page; the reads go together or not at all.
      expect(hint).toEqual({ ...MATCH, reads: [] });
    }
  });
});

describe('a deep link matched against a hint path', () => {
  it('gives the path parameters, each a positive whole number', () => {
    expect(matchDeepLink('/game/cricket/:id', '/game/cricket/1001')).toEqual({ id: 1001 });
    expect(matchDeepLink('/game/cricket/:id', '/game/cricket/1001/')).toEqual({ id: 1001 });
  });

  it('does not match another path, or a parameter that is not a positive whole number', () => {
    for (const path of [
      '/game/tennis/1001',
      '/game/cricket',
      '/game/cricket/1001/extra',
      '/game/cricket/0',
      '/game/cricket/-4',
      '/game/cricket/1e3',
      '/game/cricket/abc',
      '/game/cricket/99999999999999999999',
    ])
      expect(matchDeepLink('/game/cricket/:id', path)).toBeUndefined();
  });

  it('finds the first hint that matches', () => {
    const casino = { path: '/casino/:id', js: [], css: [], reads: [] };
    const hints = parseDeepLinks({ deepLinks: [casino, MATCH] });
    expect(deepLinkFor(hints, '/game/cricket/7')).toEqual({ hint: MATCH, params: { id: 7 } });
    expect(deepLinkFor(hints, '/cricket')).toBeUndefined();
  });
});

describe("a hint read's address", () => {
  it('is filled with ids only, read as the wire readers read them', () => {
    expect(fillTemplate('/cricket/odds/{eventId}', { eventId: 34120001 })).toBe('/cricket/odds/34120001');
    // An id sent as a numeric string is the same id (positiveId, as the preload's eventIdOf reads it).
    expect(fillTemplate('/cricket/odds/{eventId}', { eventId: '34120001' })).toBe('/cricket/odds/34120001');
    for (const eventId of [undefined, 0, -1, 1.5, '1.5', '12a', '../x', null, Number.MAX_SAFE_INTEGER + 2])
      expect(fillTemplate('/cricket/odds/{eventId}', { eventId })).toBeUndefined();
    expect(fillTemplate('/x/{toString}', {})).toBeUndefined();
  });
});

describe("a hint's reads", () => {
  const answer = (body: unknown) =>
    vi.fn(async (request: EarlyReadRequest) => (request.url.includes('event-data') ? body : {}));

  it('go out in order: the odds with the event id the event data named', async () => {
    const read = answer({ code: 200, response: { eventId: 34120001 } });
    await sendDeepLinkReads(parseDeepLinks({ deepLinks: [MATCH] })[0]!.reads, { id: 1001 }, read);
    expect(read.mock.calls.map(([request]) => request)).toEqual([
      { api: 'cm', url: '/cricket/event-data/1001', skipAuth: true },
      { api: 'cm', url: '/cricket/odds/34120001', skipAuth: true },
    ]);
  });

  it('stop where an answer does not name what the next read needs', async () => {
    for (const body of [undefined, { code: 200, response: { eventId: '1; drop' } }, { response: null }, 'text']) {
      const read = answer(body);
      await sendDeepLinkReads(MATCH.reads as never, { id: 1001 }, read);
      expect(read).toHaveBeenCalledTimes(1);
    }
  });

  it('never reject, even when the read does', async () => {
    const read = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(sendDeepLinkReads(MATCH.reads as never, { id: 1001 }, read)).resolves.toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
