import { toPaise } from '@exchange/betting';
import { and, desc, eq, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { matchOddsKit } from '../testing/matchOddsKit';
import { matchOddsOrders } from '../matchOdds/tables';
import { ledgerEntries } from '../wallet/tables';

/**
 * One history for every market (issue 69): random play across every market and sport, settled by
 * the simulators; then, for every SETTLEMENT ledger row of every player, Completed Games and the
 * row's bet details list exactly the bets the player placed and had matched on what it settled,
 * each once, adding up to the row's amount to the paisa.
 */
const kit = matchOddsKit();
const { get, post, addPlayer } = kit;
const PLAYERS = ['C7101', 'C7102'] as const;
type Player = (typeof PLAYERS)[number];
type Sport = 'cricket' | 'tennis' | 'soccer';
const SPORTS: readonly Sport[] = ['cricket', 'tennis', 'soccer'];
const CASINO_GAMES = ['LUCKY7', 'AAA'] as const;
const SESSION_TYPES = ['Normal', 'Over By Over', 'Ball By Ball', 'meter', 'fancy1'] as const;
type SessionType = (typeof SESSION_TYPES)[number];

type Command =
  | { kind: 'bookmaker'; player: Player; team: number; side: 'back' | 'lay'; amount: number }
  | { kind: 'session'; player: Player; type: SessionType; line: number; side: 'yes' | 'no'; amount: number }
  | { kind: 'order'; player: Player; sport: Sport; runner: number; side: 'back' | 'lay'; ticks: number; amount: number }
  | { kind: 'cancel'; player: Player; sport: Sport }
  | { kind: 'cashOut'; player: Player; sport: Sport }
  | { kind: 'bookmakerCashOut'; player: Player }
  | {
      kind: 'casino';
      player: Player;
      game: (typeof CASINO_GAMES)[number];
      option: number;
      lay: boolean;
      amount: number;
    };

const player = fc.constantFrom(...PLAYERS);
const amount = fc.integer({ min: 100, max: 3000 });
const sport = fc.constantFrom(...SPORTS);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('bookmaker'), player, team: fc.nat(1), side: fc.constantFrom('back', 'lay'), amount }),
  {
    // Five session types, each with its own payload and rule: as many commands as the orders.
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('session'),
      player,
      type: fc.constantFrom(...SESSION_TYPES),
      line: fc.nat(2),
      side: fc.constantFrom('yes', 'no'),
      amount,
    }),
  },
  {
    // Orders are the richest market (three sports, partial fills, the other player's orders): most commands.
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order'),
      player,
      sport,
      runner: fc.nat(2),
      side: fc.constantFrom('back', 'lay'),
      // 0 takes the best price on offer (matched at once, in part when it is larger than what is offered);
      // more rests that many ladder steps away, where the other player's orders may meet it.
      ticks: fc.nat(2),
      // Up to 25,000 takes part of the best price's size; more matches in part and rests the rest.
      amount: fc.oneof(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 20_000, max: 60_000 })),
    }),
  },
  fc.record({ kind: fc.constant('cancel'), player, sport }),
  fc.record({ kind: fc.constant('cashOut'), player, sport }),
  fc.record({ kind: fc.constant('bookmakerCashOut'), player }),
  fc.record({
    kind: fc.constant('casino'),
    player,
    game: fc.constantFrom(...CASINO_GAMES),
    option: fc.nat(5),
    lay: fc.boolean(),
    amount,
  }),
) as fc.Arbitrary<Command>;

/**
 * Played first, before the random sequences: every market, every session type, an order matched
 * in part, one cancelled, both cash-outs and both casino sides, so that each is met on every run.
 */
const EVERY_KIND: Command[] = [
  { kind: 'bookmaker', player: 'C7101', team: 0, side: 'back', amount: 500 },
  { kind: 'bookmaker', player: 'C7102', team: 1, side: 'lay', amount: 300 },
  ...SESSION_TYPES.map((type, i): Command => ({
    kind: 'session',
    player: i % 2 ? 'C7102' : 'C7101',
    type,
    line: 0,
    side: i % 2 ? 'no' : 'yes',
    amount: 200,
  })),
  { kind: 'order', player: 'C7101', sport: 'cricket', runner: 0, side: 'back', ticks: 0, amount: 40_000 },
  { kind: 'order', player: 'C7102', sport: 'tennis', runner: 1, side: 'lay', ticks: 0, amount: 1000 },
  { kind: 'order', player: 'C7101', sport: 'soccer', runner: 0, side: 'back', ticks: 0, amount: 700 },
  { kind: 'order', player: 'C7102', sport: 'soccer', runner: 1, side: 'back', ticks: 2, amount: 900 },
  { kind: 'cancel', player: 'C7102', sport: 'soccer' },
  { kind: 'cashOut', player: 'C7101', sport: 'soccer' },
  { kind: 'bookmakerCashOut', player: 'C7101' },
  { kind: 'casino', player: 'C7101', game: 'LUCKY7', option: 1, lay: false, amount: 400 },
  { kind: 'casino', player: 'C7102', game: 'AAA', option: 0, lay: true, amount: 250 },
];

type Opened = { sport: Sport; matchId: number; eventId: number; eventName: string };
type Record = { reference: string; pnl: number | null; gameType: string; sessionType?: string };
type Game = {
  accountLogId: number;
  eventName: string;
  matchBetCount: number;
  sessionBetCount: number;
  casinoBetCount?: number;
  winLoss: number;
};

const ok = async (reply: Promise<{ statusCode: number; json: () => { response: unknown } }>) => {
  const answer = await reply;
  return answer.statusCode === 200 ? answer.json().response : null;
};

let run = 0;
/** What the runs listed, by kind of bet and by sport: the property must have met every market, not passed on none. */
const listedKinds = new Map<string, number>();
const tally = (kind: string) => listedKinds.set(kind, (listedKinds.get(kind) ?? 0) + 1);

async function openMatches(): Promise<Opened[]> {
  run += 1;
  const opened: Opened[] = [];
  for (const sport of SPORTS) {
    const eventName = `Home ${sport} ${run} v Away ${sport} ${run}`;
    const state = (await post(`/__test/${sport}/matches`, { eventName })).json().response;
    opened.push({ sport, matchId: state.cricketId ?? state.matchId, eventId: state.eventId, eventName });
  }
  return opened;
}

const lineOf = <T>(lines: readonly T[], index: number): T | undefined => lines[index % Math.max(1, lines.length)];

const oddsOf = async (match: Opened) => (await get(`/cm/v1/${match.sport}/odds/${match.eventId}`)).json().response;

/** Plays one command; answers the references of the bets it placed (orders are looked at after play). */
async function play(c: Command, matches: readonly Opened[], expected: Map<string, Set<string>>): Promise<void> {
  const cricket = matches.find((m) => m.sport === 'cricket')!;
  const expect = (player: Player, event: string, reference: string) => {
    const key = `${player}|${event}`;
    expected.set(key, (expected.get(key) ?? new Set()).add(reference));
  };
  if (c.kind === 'bookmaker' || c.kind === 'session') {
    const odds = await oddsOf(cricket);
    const runner =
      c.kind === 'bookmaker'
        ? odds.bookMakerOdds[0].bm1.oddDetailsDTOS[c.team]
        : lineOf(odds.fancyOdds.find((g: { gameType: string }) => g.gameType === c.type)?.oddDetailsDTOS ?? [], c.line);
    if (!runner || runner.status !== 'ACTIVE') return;
    const placed =
      c.kind === 'bookmaker'
        ? await ok(
            post(
              '/cm/v1/bet/place',
              {
                amount: c.amount,
                marketId: runner.marketId,
                selectionId: runner.selectionId,
                type: c.side,
                eventId: cricket.eventId,
                ...(c.side === 'back' ? { backRate: runner.back1 } : { layRate: runner.lay1 }),
              },
              c.player,
            ),
          )
        : await ok(
            post(
              '/cm/v1/bet/fancy-place',
              {
                amount: c.amount,
                eventId: cricket.eventId,
                marketId: runner.marketId,
                gameType: c.type,
                type: c.side,
                selectionId: runner.selectionId,
                runnerName: runner.runnerName,
                // A line is bet at its run and rate; fancy1 at its decimal odds.
                ...(c.type === 'fancy1'
                  ? c.side === 'yes'
                    ? { backRate: runner.back1 }
                    : { layRate: runner.lay1 }
                  : c.side === 'yes'
                    ? { oddsBack: runner.back1, backRate: runner.backSize1 }
                    : { oddsLay: runner.lay1, layRate: runner.laySize1 }),
              },
              c.player,
            ),
          );
    if (placed) expect(c.player, cricket.eventName, `cricket-bet:${(placed as { betId: number }).betId}`);
    return;
  }
  if (c.kind === 'bookmakerCashOut') {
    const offer = (await ok(get(`/cm/v1/bet/bookmaker/cash-out/${cricket.eventId}`, c.player))) as {
      marketId: string;
      guaranteed: number;
    } | null;
    if (!offer) return;
    const done = (await ok(
      post('/cm/v1/bet/bookmaker/cash-out', { eventId: cricket.eventId, ...offer }, c.player),
    )) as { betIds: number[] } | null;
    for (const id of done?.betIds ?? []) expect(c.player, cricket.eventName, `cricket-bet:${id}`);
    return;
  }
  if (c.kind === 'casino') {
    const odds = (await get(`/casino/v1/odds?casinoGames=${c.game}`)).json().response;
    const option = odds.oddDetailsDTOS[c.option % odds.oddDetailsDTOS.length];
    const rate = c.lay ? option.lay1 : option.back1;
    if (!(rate > 1)) return;
    const placed = (await ok(
      post(
        '/casino/v1/bet/place',
        {
          amount: c.amount,
          marketId: odds.marketId,
          runnerName: option.runnerName,
          selectionId: option.selectionId,
          casinoGames: c.game,
          ...(c.lay ? { lay: rate } : { back: rate }),
        },
        c.player,
      ),
    )) as { id: number } | null;
    if (placed) expect(c.player, `casino:${odds.marketId}`, `casino-bet:${placed.id}`);
    return;
  }
  const match = matches.find((m) => m.sport === c.sport)!;
  const marketId = `${match.matchId}-MO`;
  if (c.kind === 'order') {
    const runner = (await oddsOf(match)).matchOdds.runners[c.runner % 2];
    const best = (c.side === 'back' ? runner.back : runner.lay)[0]?.price;
    if (!best) return;
    const price = kit.step(best, c.side === 'back' ? c.ticks : -c.ticks);
    await post(
      '/cm/v1/bet/order',
      { eventId: match.eventId, marketId, selectionId: runner.selectionId, type: c.side, price, amount: c.amount },
      c.player,
    );
  } else if (c.kind === 'cancel') {
    const open = (
      (await ok(get(`/cm/v1/bet/orders/${match.eventId}`, c.player))) as {
        orders: { orderId: number; unmatched: number }[];
      } | null
    )?.orders.find((order) => order.unmatched > 0);
    if (open) await post('/cm/v1/bet/order/cancel', { orderId: open.orderId }, c.player);
  } else {
    const offer = (await ok(get(`/cm/v1/bet/cash-out/${match.eventId}`, c.player))) as { guaranteed: number } | null;
    if (offer)
      await post('/cm/v1/bet/cash-out', { eventId: match.eventId, marketId, guaranteed: offer.guaranteed }, c.player);
  }
}

/** Every order of the players that had something matched when the match ended is a bet it paid. */
async function matchedOrders(matches: readonly Opened[], expected: Map<string, Set<string>>) {
  for (const match of matches)
    for (const player of PLAYERS) {
      const mine = (await ok(get(`/cm/v1/bet/orders/${match.eventId}`, player))) as {
        orders: { orderId: number; matched: number }[];
      } | null;
      for (const order of mine?.orders ?? [])
        if (order.matched > 0) {
          const key = `${player}|${match.eventName}`;
          expected.set(key, (expected.get(key) ?? new Set()).add(`match-odds-order:${order.orderId}`));
        }
    }
}

async function settleEverything(matches: readonly Opened[]) {
  for (const match of matches) {
    const end = await post(`/__test/${match.sport}/${match.matchId}/finish`, {});
    if (end.statusCode !== 200) throw new Error(`finishing ${match.eventName}: ${end.body}`);
  }
  for (const game of CASINO_GAMES) await post(`/__test/casino/${game}/fast-forward`, {});
}

/** The history as the player's screens read it, checked against the ledger and what was played. */
async function checkHistory(player: Player, expected: Map<string, Set<string>>, seen: Set<string>, sinceRow: number) {
  const { id: userId } = await kit.userRow(player);
  const rows = await kit.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'SETTLEMENT')));
  const games = (await get('/aam/v1/user/completed-games', player)).json().response.completedGames as Game[];
  // One Completed Games entry per settlement row of the player's, ever; this run's rows are looked at closely.
  expect(games.map((g) => g.accountLogId).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  for (const row of rows.filter((r) => r.id > sinceRow)) {
    const game = games.find((g) => g.accountLogId === row.id)!;
    const amountPaise = row.creditPaise - row.debitPaise;
    expect(toPaise(game.winLoss)).toBe(amountPaise);
    const details = (await get(`/aam/v1/user/bet-details?accountLogId=${row.id}`, player)).json().response;
    const bets = details.betResponseDTOList as Record[];
    // Each bet once, in one row only.
    for (const bet of bets) {
      expect(seen.has(bet.reference), `${bet.reference} listed twice`).toBe(false);
      seen.add(bet.reference);
      tally(`${bet.reference.split(':')[0]} ${bet.gameType}`);
      if (bet.sessionType) tally(bet.sessionType);
      tally(row.sport ?? '');
    }
    expect(
      bets.reduce((sum, bet) => sum + toPaise(bet.pnl!), 0),
      `bets under ${row.description}`,
    ).toBe(amountPaise);
    expect(toPaise(details.profitLossAfterCommission)).toBe(amountPaise);
    expect([game.matchBetCount, game.sessionBetCount, game.casinoBetCount]).toEqual(
      ['MATCH', 'FANCY', 'CASINO'].map((type) => bets.filter((bet) => bet.gameType === type).length),
    );
    // The bets played on what this row settled are exactly the ones listed.
    const event = row.sport === 'CASINO' ? `casino:${row.reference!.slice('casino:'.length)}` : row.description;
    const played = expected.get(`${player}|${event}`);
    if (played) {
      expect(new Set(bets.map((bet) => bet.reference))).toEqual(played);
      expected.delete(`${player}|${event}`);
    }
  }
}

const lastLedgerRow = async () =>
  (await kit.db.select({ id: ledgerEntries.id }).from(ledgerEntries).orderBy(desc(ledgerEntries.id)).limit(1))[0]?.id ??
  0;

beforeAll(async () => {
  for (const username of PLAYERS) await addPlayer(username, 10_000_000);
  // Rates and rounds hold still while a sequence plays: only the commands move them.
  await post('/__test/cricket/clock', { paused: true });
  await post('/__test/tennis/clock', { paused: true });
  await post('/__test/soccer/clock', { paused: true });
  await post('/__test/casino/pause', {});
}, 60_000);

describe('one settled-bet history', () => {
  it('lists every bet every settlement paid, once, under its ledger row, adding up to it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
        const sinceRow = await lastLedgerRow();
        const matches = await openMatches();
        // Balls bowled open the first session lines.
        await post(`/__test/cricket/${matches[0]!.matchId}/advance`, { balls: 6 });
        const expected = new Map<string, Set<string>>();
        for (const c of commands) await play(c, matches, expected);
        await matchedOrders(matches, expected);
        await settleEverything(matches);
        const seen = new Set<string>();
        for (const player of PLAYERS) await checkHistory(player, expected, seen, sinceRow);
        // Nothing played and paid was left out of the history.
        expect([...expected.keys()]).toEqual([]);
      }),
      { numRuns: 25, examples: [[EVERY_KIND]] },
    );
    const kinds = ['cricket-bet MATCH', 'cricket-bet FANCY', 'match-odds-order MATCH', 'casino-bet CASINO'];
    for (const kind of [...kinds, ...SESSION_TYPES, 'CRICKET', 'TENNIS', 'SOCCER', 'CASINO'])
      expect(listedKinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    // Orders matched in part (the rest cancelled at the close or by the player) were among them.
    const partial = await kit.db
      .select({ id: matchOddsOrders.id })
      .from(matchOddsOrders)
      .where(and(eq(matchOddsOrders.status, 'SETTLED'), gt(matchOddsOrders.cancelledPaise, 0)));
    expect(partial.length).toBeGreaterThan(0);
  }, 240_000);
});
