import { CASINO_TABLES, dealRound, seedHash } from '@exchange/betting';
import { BETTING_SECONDS, RESULT_SECONDS, TableEngine, type SettledRound } from './engine';

const table = CASINO_TABLES.find((t) => t.gameId === 'LUCKY7')!;

function engine() {
  const settled: SettledRound[] = [];
  const e = new TableEngine(
    table,
    async (s) => void settled.push(s),
    () => undefined,
  );
  return { e, settled };
}

describe('a table round cycle', () => {
  it('counts down, closes below 5, deals from the published seed, shows the result, then opens a new round', async () => {
    const { e, settled } = engine();
    const first = e.round;
    expect(first.autoTime).toBe(BETTING_SECONDS);
    expect(first.seedHash).toBe(seedHash(first.seed));
    expect(first.cards).toEqual({ card: [] });
    for (let i = 0; i < BETTING_SECONDS - 5; i++) await e.tick();
    expect(e.acceptsBets(first.marketId)).toBe(true);
    await e.tick();
    expect(e.round.autoTime).toBe(4);
    expect(e.acceptsBets(first.marketId)).toBe(false);
    for (let i = 0; i < 4; i++) await e.tick();
    expect(settled).toHaveLength(1);
    expect(e.round.phase).toBe('RESULT');
    expect(e.round.cards).toEqual(dealRound('LUCKY7', first.seed).cards);
    for (let i = 0; i < RESULT_SECONDS; i++) await e.tick();
    expect(e.round.phase).toBe('BETTING');
    expect(e.round.marketId).not.toBe(first.marketId);
    expect(e.round.seed).not.toBe(first.seed);
  });

  it('keeps to the clock: a late tick catches up, an early one still counts its second, never up', async () => {
    const { e } = engine();
    const opened = e.round.openedAt.getTime();
    expect(e.round.dealAt).toBe(opened + BETTING_SECONDS * 1000);
    await e.tick(opened + 999); // the timer a millisecond early
    expect(e.round.autoTime).toBe(BETTING_SECONDS - 1);
    await e.tick(opened + 5_300); // the event loop held up for three seconds
    expect(e.round.autoTime).toBe(BETTING_SECONDS - 5);
    await e.tick(opened + 5_400); // two ticks close together: a second each, not more
    expect(e.round.autoTime).toBe(BETTING_SECONDS - 6);
  });

  it('closes at the deal time even when ticks are late, and a stall past it closes at once', async () => {
    const { e, settled } = engine();
    const opened = e.round.openedAt.getTime();
    await e.tick(opened + 21_200);
    expect(e.round.autoTime).toBe(4);
    expect(e.acceptsBets(e.round.marketId)).toBe(false);
    await e.tick(opened + 26_000);
    expect(settled).toHaveLength(1);
    expect(e.round.phase).toBe('RESULT');
  });

  it('a control or a pause moves the deal time: the countdown then runs from there', async () => {
    const { e } = engine();
    const t0 = e.round.openedAt.getTime();
    e.setAutoTime(10, t0);
    expect(e.round.dealAt).toBe(t0 + 10_000);
    await e.tick(t0 + 1_000);
    expect(e.round.autoTime).toBe(9);
    // Paused for five seconds (no ticks), then moving again.
    e.postpone(5_000);
    await e.tick(t0 + 7_000);
    expect(e.round.autoTime).toBe(8);
  });

  it('takes the deal time a leader published, or the plain schedule from a leader that publishes none', () => {
    const { e } = engine();
    const { round, resultLeft } = e.state();
    const follower = engine().e;
    follower.restore({ round: { ...round, dealAt: Date.parse(round.openedAt) + 60_000 }, resultLeft });
    expect(follower.round.dealAt).toBe(Date.parse(round.openedAt) + 60_000);
    const { dealAt: _dropped, ...older } = round;
    follower.restore({ round: older, resultLeft });
    expect(follower.round.dealAt).toBe(Date.parse(round.openedAt) + BETTING_SECONDS * 1000);
  });

  it('waits for bets in flight before it settles, and refuses the round id once closed', async () => {
    const { e, settled } = engine();
    const { marketId } = e.round;
    let release!: () => void;
    const bet = e.track(new Promise<void>((resolve) => (release = resolve)));
    const closing = e.close();
    await Promise.resolve();
    expect(settled).toHaveLength(0);
    expect(e.acceptsBets(marketId)).toBe(false);
    release();
    await bet;
    await closing;
    expect(settled).toHaveLength(1);
  });

  it('moves on even when settlement fails', async () => {
    const e = new TableEngine(
      table,
      async () => Promise.reject(new Error('db down')),
      () => undefined,
    );
    await expect(e.close(true)).rejects.toThrow('db down');
    expect(['RESULT', 'BETTING']).toContain(e.round.phase);
  });

  it('draws a different seed for every round', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => engine().e.round.seed));
    expect(seeds.size).toBe(50);
  });
});

describe('every table deals with the published deal', () => {
  it.each(CASINO_TABLES.map((t) => [t.gameId, t] as const))(
    '%s: the settled cards and result lines are dealRound(game, revealed seed)',
    async (gameId, casinoTable) => {
      const settled: SettledRound[] = [];
      const e = new TableEngine(
        casinoTable,
        async (s) => void settled.push(s),
        () => undefined,
      );
      await e.close();
      const [round] = settled;
      const redealt = dealRound(gameId, round!.round.seed);
      expect(round!.cards).toEqual(redealt.cards);
      expect(round!.verdict.lines).toEqual(redealt.verdict.lines);
      expect(round!.verdict.winner).toBe(redealt.verdict.winner);
      // A different seed deals differently. One seed alone could repeat a one-card deal (Lucky 7
      // draws 1 of 52), so five altered seeds must not all repeat it (odds 1 in 380 million).
      const altered = ['0', '1', '2', '3', '4'].map((d) => dealRound(gameId, `${round!.round.seed}${d}`).cards);
      expect(altered.some((cards) => JSON.stringify(cards) !== JSON.stringify(round!.cards))).toBe(true);
    },
  );
});
