import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '@exchange/shared-auth';
import { matchRouteId } from './matchReads';
import { preloadMatch } from './preloadMatch';

afterEach(() => vi.restoreAllMocks());

describe('preloadMatch', () => {
  it('reads the match id of a cricket match path only', () => {
    expect(matchRouteId('/game/cricket/1001')).toBe(1001);
    expect(matchRouteId('/game/cricket/1001/')).toBe(1001);
    expect(matchRouteId('/game/tennis/1001')).toBe(0);
    expect(matchRouteId('/game/cricket/abc')).toBe(0);
    expect(matchRouteId('/cricket')).toBe(0);
  });

  it("starts the page's chunk and its event data for a match, and nothing for another page", () => {
    const dispatch = vi.spyOn(store, 'dispatch');
    const loadPage = vi.fn(async () => ({}));
    preloadMatch('/cricket', loadPage);
    expect(loadPage).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    preloadMatch('/game/cricket/1001', loadPage);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledTimes(1);
    // The data is asked for before the chunk, so a busy main thread cannot hold it back.
    expect(dispatch.mock.invocationCallOrder[0]).toBeLessThan(loadPage.mock.invocationCallOrder[0]!);
  });

  it('never throws when the chunk cannot load', async () => {
    const loadPage = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    expect(() => preloadMatch('/game/cricket/7', loadPage)).not.toThrow();
    await Promise.resolve();
  });
});
