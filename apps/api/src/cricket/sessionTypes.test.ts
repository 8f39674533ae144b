import { and, eq } from 'drizzle-orm';
import { ledgerEntries } from '../wallet/tables';
import { cricketExchangeKit, type Runner } from '../testing/cricketExchangeKit';
import { cricketBets } from './tables';

const kit = cricketExchangeKit();
const { get, post, betRows, userRow } = kit;

type Group = { gameType: string; marketName: string; oddDetailsDTOS: Runner[] };
type SessionState = { marketId: string; name: string; gameType: string; result: number | null; voided: boolean };

let match: { cricketId: number; eventId: number };
const groups = async (): Promise<Group[]> =>
  (await get(`/cm/v1/cricket/odds/${match.eventId}`)).json().response.fancyOdds;
const lineOf = async (gameType: string) => (await groups()).find((g) => g.gameType === gameType)!.oddDetailsDTOS[0]!;
const fancyBet = (payload: Record<string, unknown>, u = 'C1002') =>
  post('/cm/v1/bet/fancy-place', { eventId: match.eventId, ...payload }, u);
/** YES/NO on a line session as the sportsbook sends it: run, rate, type, runner. */
const onLine = (line: Runner, gameType: string, side: 'yes' | 'no', amount: number, u = 'C1002') =>
  fancyBet(
    {
      amount,
      marketId: line.marketId,
      marketName: 'FANCY_ODDS',
      gameType,
      type: side,
      ...(side === 'yes'
        ? { oddsBack: line.back1, backRate: line.backSize1 }
        : { oddsLay: line.lay1, layRate: line.laySize1 }),
      selectionId: line.selectionId,
      runnerName: line.runnerName,
    },
    u,
  );
/** YES/NO on a fancy1 session: its decimal odds, no run. */
const onEvent = (line: Runner, side: 'yes' | 'no', amount: number, u = 'C1002') =>
  fancyBet(
    {
      amount,
      marketId: line.marketId,
      marketName: 'FANCY_ODDS',
      gameType: 'fancy1',
      type: side,
      ...(side === 'yes' ? { backRate: line.back1 } : { layRate: line.lay1 }),
      selectionId: line.selectionId,
      runnerName: line.runnerName,
    },
    u,
  );
const cents = (rupees: number) => Math.round(rupees * 100);

beforeAll(async () => {
  match = (await post('/__test/cricket/matches', { eventName: 'Session Strikers v Type Titans' })).json().response;
  await post(`/__test/cricket/${match.cricketId}/suspend`, { suspended: false });
});

describe('the odds answer carries every session type of spec section 9', () => {
  it('one fancyOdds group per type, in order, each line priced by its type', async () => {
    const all = await groups();
    expect(all.map((g) => g.gameType)).toEqual(['Normal', 'Over By Over', 'Ball By Ball', 'meter', 'fancy1']);
    expect(all.every((g) => g.marketName === 'FANCY_ODDS' && g.oddDetailsDTOS.length > 0)).toBe(true);
    const of = (type: string) => all.find((g) => g.gameType === type)!.oddDetailsDTOS;
    // Lines: NO run, YES run one above (a meter's two), both at rate 100.
    for (const type of ['Normal', 'Over By Over', 'Ball By Ball'])
      expect(of(type).every((s) => s.back1 === s.lay1 + 1 && s.backSize1 === 100 && s.laySize1 === 100)).toBe(true);
    expect(of('meter').every((s) => s.back1 === s.lay1 + 2 && s.backSize1 === 100)).toBe(true);
    expect(of('Ball By Ball')).toEqual([expect.objectContaining({ lay1: 1, back1: 2 })]);
    expect(of('Ball By Ball')[0]!.runnerName).toMatch(/^\d+\.[1-6] ball run Session Strikers$/);
    expect(of('Over By Over')[0]!.runnerName).toMatch(/^\d+(st|nd|rd|th) over run only Session Strikers$/);
    expect(of('meter')[0]!.runnerName).toBe('Innings run meter Session Strikers');
    // fancy1: decimal odds, YES under NO.
    const [six] = of('fancy1');
    expect(six!.runnerName).toMatch(/^Six in \d+(st|nd|rd|th) over Session Strikers$/);
    expect(six!.back1).toBeGreaterThan(1);
    expect(six!.back1).toBeLessThan(six!.lay1);
    expect(Number.isInteger(six!.back1 * 100)).toBe(true);
  });
});

describe('bets on each session type', () => {
  const placed = { ball: { yes: 100, no: 100 }, over: 300, meter: 100, six: { yes: 100, no: 200 } };
  let ball: Runner;
  let over: Runner;
  let meter: Runner;
  let six: Runner;

  it('place, hold the exposure of their type (a run ladder, or per outcome for fancy1) and store type, runner and line', async () => {
    [ball, over, meter, six] = await Promise.all([
      lineOf('Ball By Ball'),
      lineOf('Over By Over'),
      lineOf('meter'),
      lineOf('fancy1'),
    ]);
    const before = await userRow('C1002');
    for (const response of [
      await onLine(ball, 'Ball By Ball', 'yes', placed.ball.yes),
      await onLine(ball, 'Ball By Ball', 'no', placed.ball.no),
      await onLine(over, 'Over By Over', 'yes', placed.over),
      await onLine(meter, 'meter', 'no', placed.meter),
      await onEvent(six, 'yes', placed.six.yes),
      await onEvent(six, 'no', placed.six.no),
    ])
      expect(response.json()).toMatchObject({ code: 200, message: 'Bet Placed successfully' });

    // Ball By Ball: NO 1 and YES 2 for ₹100 each lose both on a single: −200. Over By Over YES
    // risks its ₹300, meter NO its ₹100. fancy1: YES ₹100 at y, NO ₹200 at n: if a six comes
    // (y−1)×100 − (n−1)×200, if not −100 + 200.
    const sixHappens = (six.back1 - 1) * placed.six.yes - (six.lay1 - 1) * placed.six.no;
    const sixMisses = -placed.six.yes + placed.six.no;
    const sixExposure = Math.max(0, -Math.min(sixHappens, sixMisses));
    const exposure = 200 + placed.over + placed.meter + sixExposure;
    expect((await userRow('C1002')).liabilityPaise - before.liabilityPaise).toBe(cents(exposure));

    const details = (await get(`/cm/v1/cricket/match-details?eventId=${match.eventId}`, 'C1002')).json().response;
    const ladder = (line: Runner) =>
      details.plExposureResponseDTOs.find((d: { marketIdExternal: string }) => d.marketIdExternal === line.marketId);
    expect(ladder(ball)).toEqual({
      marketIdExternal: ball.marketId,
      exposure: -200,
      runnerPlExposureDTOS: [
        { selectionId: 0, exposure: 0 },
        { selectionId: 1, exposure: -200 },
        { selectionId: 2, exposure: 0 },
      ],
    });
    // fancy1's ladder is its two outcomes: 0 (no six) and 1 (a six), not runs.
    expect(ladder(six)).toEqual({
      marketIdExternal: six.marketId,
      exposure: sixExposure === 0 ? 0 : -sixExposure,
      runnerPlExposureDTOS: [
        { selectionId: 0, exposure: sixMisses },
        { selectionId: 1, exposure: cents(sixHappens) / 100 },
      ],
    });

    const mine = (await get(`/cm/v1/bet/my-bet/${match.eventId}`, 'C1002')).json().response as Array<
      Record<string, unknown>
    >;
    const row = (marketId: string, side: 'back' | 'lay') =>
      mine.find((b) => b.marketId === marketId && (b[`${side}Rate`] as number) > 0);
    expect(row(ball.marketId, 'back')).toMatchObject({
      sessionType: 'Ball By Ball',
      back: 2,
      backRate: 100,
      amount: 100,
    });
    expect(row(over.marketId, 'back')).toMatchObject({ sessionType: 'Over By Over', back: over.back1, amount: 300 });
    expect(row(meter.marketId, 'lay')).toMatchObject({ sessionType: 'meter', lay: meter.lay1, layRate: 100 });
    // fancy1 is priced in odds: its rate and price are the odds, it has no run.
    expect(row(six.marketId, 'back')).toMatchObject({ sessionType: 'fancy1', back: six.back1, backRate: six.back1 });
    expect(row(six.marketId, 'lay')).toMatchObject({ sessionType: 'fancy1', lay: six.lay1, layRate: six.lay1 });
    expect(mine.every((b) => b.marketName === 'FANCY_ODDS' && b.result === '')).toBe(true);

    // Stored with its type, runner and line (none for fancy1), and the profit and loss of its type's rule.
    const stored = await kit.db
      .select()
      .from(cricketBets)
      .where(and(eq(cricketBets.cricketId, match.cricketId), eq(cricketBets.marketId, six.marketId)));
    expect(
      stored.map(({ gameType, selectionId, runnerName, run, side, profitPaise, lossPaise }) => ({
        gameType,
        selectionId,
        runnerName,
        run,
        side,
        profitPaise,
        lossPaise,
      })),
    ).toEqual([
      {
        gameType: 'fancy1',
        selectionId: six.selectionId,
        runnerName: six.runnerName,
        run: null,
        side: 'back',
        profitPaise: cents((six.back1 - 1) * 100),
        lossPaise: 10_000,
      },
      {
        gameType: 'fancy1',
        selectionId: six.selectionId,
        runnerName: six.runnerName,
        run: null,
        side: 'lay',
        profitPaise: 20_000,
        lossPaise: cents((six.lay1 - 1) * 200),
      },
    ]);
    const [ballBet] = await kit.db.select().from(cricketBets).where(eq(cricketBets.marketId, ball.marketId));
    expect(ballBet).toMatchObject({
      gameType: 'Ball By Ball',
      selectionId: ball.selectionId,
      runnerName: ball.runnerName,
      run: 2,
    });
    // Current bets (POST /user/current-bets) carry the type too.
    const current = (await post('/aam/v1/user/current-bets', {}, 'C1002')).json().response as Array<
      Record<string, unknown>
    >;
    expect(current.filter((b) => b.sessionType === 'fancy1')).toHaveLength(2);
    expect(current.find((b) => b.sessionType === 'fancy1' && (b.back_rate as number) > 0)).toMatchObject({
      back_rate: six.back1,
      back_run: 0,
    });
  });

  it('decides the ball, over and six as they are bowled (Session Plus/Minus, DEC) and settles every type at the end', async () => {
    const c1002 = await userRow('C1002');
    // Six balls: this ball's, this over's and this six line's windows are all bowled.
    const played = (await post(`/__test/cricket/${match.cricketId}/advance`, { balls: 6 })).json().response;
    const state = (line: Runner) => played.sessions.find((s: SessionState) => s.marketId === line.marketId)!;
    const ballRuns = state(ball).result as number;
    const overRuns = state(over).result as number;
    const sixed = state(six).result as number;
    expect(state(ball)).toMatchObject({ gameType: 'Ball By Ball', voided: false });
    expect([0, 1, 2, 3, 4, 6]).toContain(ballRuns);
    expect([0, 1]).toContain(sixed);
    expect(state(meter).result).toBeNull();

    // Hand arithmetic, by each type's rule.
    const ballPl = (ballRuns >= 2 ? 100 : -100) + (ballRuns < 1 ? 100 : -100);
    const overPl = overRuns >= over.back1 ? 300 : -300;
    const sixPl = sixed === 1 ? (six.back1 - 1) * 100 - (six.lay1 - 1) * 200 : -100 + 200;
    const mine = (await get(`/cm/v1/bet/my-bet/${match.eventId}`, 'C1002')).json();
    expect(mine.extra.fancyPlusMinus).toBeCloseTo(ballPl + overPl + sixPl, 2);
    const dec = (marketId: string) =>
      new Set(
        mine.response
          .filter((b: { marketId: string }) => b.marketId === marketId)
          .map((b: { result: string }) => b.result),
      );
    expect(dec(ball.marketId)).toEqual(new Set([String(ballRuns)]));
    expect(dec(six.marketId)).toEqual(new Set([sixed === 1 ? 'YES' : 'NO']));
    expect(dec(meter.marketId)).toEqual(new Set(['']));

    const end = (await post(`/__test/cricket/${match.cricketId}/finish`, {})).json().response;
    expect(end.settled).toBe(true);
    const meterRuns = end.sessions.find((s: SessionState) => s.marketId === meter.marketId)!.result as number;
    const meterPl = meterRuns < meter.lay1 ? 100 : -100;
    const net = ballPl + overPl + sixPl + meterPl;
    const after = await userRow('C1002');
    expect(after.liabilityPaise).toBe(0);
    expect(after.balancePaise - c1002.balancePaise).toBe(cents(net));
    const [row] = await kit.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, c1002.id), eq(ledgerEntries.reference, `cricket:${match.cricketId}`)));
    expect(row!.creditPaise - row!.debitPaise).toBe(cents(net));
    const settled = await kit.db.select().from(cricketBets).where(eq(cricketBets.settlementId, row!.id));
    expect(settled).toHaveLength(6);
    expect(new Set(settled.filter((b) => b.marketId === six.marketId).map((b) => b.result))).toEqual(
      new Set([sixed === 1 ? 'YES' : 'NO']),
    );
  });
});

describe('a session bet that does not fit its market', () => {
  it('is a 400 with the reason, and nothing is written', async () => {
    const other = (await post('/__test/cricket/matches', { eventName: 'Refusal Rangers v Misfit Mavericks' })).json()
      .response;
    const previous = match;
    match = other;
    try {
      await post(`/__test/cricket/${other.cricketId}/suspend`, { suspended: false });
      const [ball, six, normal] = await Promise.all([lineOf('Ball By Ball'), lineOf('fancy1'), lineOf('Normal')]);
      const before = { rows: await betRows(), player: await userRow('C1002') };
      const cases: Array<[string, () => ReturnType<typeof fancyBet>, string]> = [
        [
          'another type than the market',
          () => onLine(ball, 'Normal', 'yes', 100),
          'This session is Ball By Ball, not Normal',
        ],
        [
          'fancy1 sent as another type',
          () => fancyBet({ amount: 100, marketId: six.marketId, gameType: 'Normal', type: 'yes', backRate: six.back1 }),
          'This session is fancy1, not Normal',
        ],
        [
          'a gameType that is no type',
          () => onLine(normal, 'Khado', 'yes', 100),
          "gameType must be this session's type: Normal",
        ],
        [
          'a run on a fancy1 session',
          () =>
            fancyBet({
              amount: 100,
              marketId: six.marketId,
              type: 'yes',
              oddsBack: 3,
              backRate: six.back1,
            }),
          'A fancy1 session is priced in odds: send backRate without oddsBack',
        ],
        [
          'no run on a line session',
          () => fancyBet({ amount: 100, marketId: ball.marketId, gameType: 'Ball By Ball', type: 'no', layRate: 100 }),
          'oddsLay and layRate are required for NO',
        ],
        [
          'no odds on a fancy1 session',
          () => fancyBet({ amount: 100, marketId: six.marketId, gameType: 'fancy1', type: 'yes' }),
          'backRate is required for YES',
        ],
        [
          "another session's runner",
          () => onLine({ ...ball, selectionId: normal.selectionId }, 'Ball By Ball', 'yes', 100),
          `selectionId ${normal.selectionId} is not this session's runner (${ball.selectionId})`,
        ],
        [
          "another session's name",
          () => onEvent({ ...six, runnerName: normal.runnerName }, 'yes', 100),
          `runnerName '${normal.runnerName}' is not this session's runner ('${six.runnerName}')`,
        ],
        [
          'fancy1 odds that moved',
          () => onEvent({ ...six, back1: six.back1 + 0.5 }, 'yes', 100),
          'Odds changed, please place the bet again',
        ],
      ];
      for (const [name, send, reason] of cases) {
        const response = await send();
        expect({ name, status: response.statusCode, reason: response.json().error?.description }).toEqual({
          name,
          status: 400,
          reason,
        });
      }
      expect(await betRows()).toBe(before.rows);
      const after = await userRow('C1002');
      expect([after.balancePaise, after.liabilityPaise]).toEqual([
        before.player.balancePaise,
        before.player.liabilityPaise,
      ]);
    } finally {
      match = previous;
    }
  });
});
