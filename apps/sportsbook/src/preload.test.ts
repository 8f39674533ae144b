import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyReadRequest, PreloadHost } from '@exchange/remote-contract';
import { store } from '@exchange/shared-auth';
import preload from './preload';

afterEach(() => vi.restoreAllMocks());

/** A shell's host whose early reads answer from `answers` by path, and whose store is ready on `open()`. */
function host(answers: Record<string, unknown>) {
  const asked: EarlyReadRequest[] = [];
  let open!: () => void;
  const ready = new Promise<void>((resolve) => (open = resolve));
  const shell: PreloadHost = {
    earlyRead: async (request) => {
      asked.push(request);
      return answers[request.url];
    },
    ready,
  };
  return { shell, asked, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the sportsbook's light preload (contract 1.5)", () => {
  it("sends a match's event data early, then the odds of the event it names, before the store is ready", async () => {
    const dispatch = vi.spyOn(store, 'dispatch');
    const h = host({ '/cricket/event-data/1001': { code: 200, response: { eventId: '34120001' } } });
    preload('/game/cricket/1001', h.shell);
    await settle();
    expect(h.asked).toEqual([
      { api: 'cm', url: '/cricket/event-data/1001', skipAuth: true },
      { api: 'cm', url: '/cricket/odds/34120001', skipAuth: true },
    ]);
    // The store's reads (which take those answers) wait for the shell's store to have its config.
    expect(dispatch).not.toHaveBeenCalled();
    h.open();
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalled());
  });

  it('asks for no odds when the event data names no valid event, and nothing for another page', async () => {
    for (const eventId of [undefined, 0, -3, 'abc', 1.5, { id: 1 }]) {
      const h = host({ '/cricket/event-data/7': { code: 200, response: { eventId } } });
      preload('/game/cricket/7', h.shell);
      await settle();
      expect(h.asked.map((r) => r.url)).toEqual(['/cricket/event-data/7']);
    }
    const failed = host({});
    preload('/game/cricket/8', failed.shell);
    await settle();
    expect(failed.asked.map((r) => r.url)).toEqual(['/cricket/event-data/8']);
    const other = host({});
    preload('/cricket', other.shell);
    await settle();
    expect(other.asked).toEqual([]);
  });

  it('without a host (an older shell, its store already set up) reads through the store at once', async () => {
    const dispatch = vi.spyOn(store, 'dispatch');
    expect(() => preload('/game/cricket/1001')).not.toThrow();
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalled());
  });
});
