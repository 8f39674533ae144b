import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@exchange/remote-contract';
import { PERSIST_KEY } from '@exchange/shared-auth/boot';
import { forgetEarlyReads } from '@exchange/live-data/early';
import { FakeXhr } from '@exchange/live-data/testing';
import { preloadHost } from './startRemotePage';

const config = {
  api: { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' },
  originId: 'emerald-web',
} as RuntimeConfig;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetEarlyReads();
});

function stubXhr() {
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 200, body: '{"code":200,"response":{"ok":true}}' };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe("the shell's host for a remote's preload", () => {
  it("sends early reads to the config's API with its origin id, and the stored player's token unless public", async () => {
    stubXhr();
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ account: { userData: { id: 7, token: 'tok-7', username: 'C1001', balance: 0, liability: 0 } } }),
    );
    const ready = Promise.resolve();
    const host = preloadHost(config, ready);
    expect(host.ready).toBe(ready);
    expect(await host.earlyRead({ api: 'casino', url: '/odds', params: { casinoGames: 'LUCKY7' } })).toEqual({
      code: 200,
      response: { ok: true },
    });
    await host.earlyRead({ api: 'cm', url: '/cricket/event-data/1001', skipAuth: true });
    expect(FakeXhr.sent.map((r) => r.url)).toEqual([
      'http://api.test/casino/v1/odds?casinoGames=LUCKY7',
      'http://api.test/cm/v1/cricket/event-data/1001',
    ]);
    expect(FakeXhr.sent[0]!.headers).toMatchObject({ 'X-Origin-Id': 'emerald-web', Authorization: 'Bearer tok-7' });
    expect(FakeXhr.sent[1]!.headers.Authorization).toBeUndefined();
  });

  it('sends without a token when no player is stored (or the stored one is malformed)', async () => {
    stubXhr();
    localStorage.setItem(PERSIST_KEY, '{"account":{"userData":{"token":""}}}');
    await preloadHost(config, Promise.resolve()).earlyRead({ api: 'aam', url: '/user/limits' });
    expect(FakeXhr.sent[0]!.headers.Authorization).toBeUndefined();
  });
});
