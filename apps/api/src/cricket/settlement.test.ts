import { eq } from 'drizzle-orm';
import { ledgerEntries } from '../wallet/tables';
import { CRICKET, EVENT, cricketExchangeKit, type Runner } from '../testing/cricketExchangeKit';

const kit = cricketExchangeKit();
const { get, post, odds, userRow, back, lay, yes, no } = kit;

// C1001's open bets before the match ends: three on the bookmaker market and two on a session line.
beforeAll(async () => {
  const { teams, sessions } = await odds();
  for (const placed of [
    await back(teams[0]!, 100),
    await lay(teams[1]!, 200),
    await back(teams[1]!, 150),
    await yes(sessions[0]!, 100),
    await no(sessions[0]!, 300),
  ]) {
    expect(placed.statusCode).toBe(200);
  }
});

describe('settlement', () => {
  it('plays the match to its end and posts each player one ledger row, once; completed games and bet details follow', async () => {
    const c1001 = await userRow('C1001');
    const mineBefore = (await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json().response;
    const end = (await post(`/__test/cricket/${CRICKET}/finish`, {})).json().response;
    expect(end).toMatchObject({ finished: true, settled: true });
    const results = new Map<string, number | null>(
      end.sessions.map((s: { marketId: string; result: number | null }) => [s.marketId, s.result]),
    );

    // Hand arithmetic over the open bets, as the client would show them.
    let expected = 0;
    for (const bet of mineBefore) {
      const isBack = bet.back > 0;
      if (bet.marketName === 'FANCY_ODDS') {
        const runs = results.get(bet.marketId)!;
        const wins = isBack ? runs >= bet.back : runs < bet.lay;
        expected += wins
          ? isBack
            ? (bet.amount * bet.backRate) / 100
            : bet.amount
          : -(isBack ? bet.amount : (bet.amount * bet.layRate) / 100);
      } else {
        const won = bet.runnerName === end.winner;
        const wins = isBack ? won : !won;
        expected += wins
          ? isBack
            ? (bet.amount * bet.backRate) / 100
            : bet.amount
          : -(isBack ? bet.amount : (bet.amount * bet.layRate) / 100);
      }
    }
    const after = await userRow('C1001');
    expect(after.liabilityPaise).toBe(0);
    expect(after.balancePaise - c1001.balancePaise).toBe(Math.round(expected * 100));
    const ledger = await kit.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `cricket:${CRICKET}`));
    expect(ledger.filter((l) => l.userId === c1001.id)).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'SETTLEMENT',
      sport: 'CRICKET',
      description: 'India v Australia',
      wonBy: end.winner ?? 'Tie',
    });

    const games = (await get('/aam/v1/user/completed-games', 'C1001')).json().response.completedGames;
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      eventName: 'India v Australia',
      matchBetCount: 3,
      sessionBetCount: 2,
      winLoss: Math.round(expected * 100) / 100,
    });
    expect(Date.parse(games[0].eventDateTime)).toBeLessThan(Date.now() - 60 * 60_000);
    const detail = (await get(`/aam/v1/user/bets-from-log?accountLogId=${games[0].accountLogId}`, 'C1001')).json()
      .response;
    expect(detail.betResponseDTOList).toHaveLength(5);
    expect(detail.profitLossAfterCommission).toBe(games[0].winLoss);
    expect((await get(`/aam/v1/user/bet-details?accountLogId=${games[0].accountLogId}`, 'C1002')).statusCode).toBe(404);

    // Settling again changes nothing; the match has left the dashboard and its markets are closed.
    await post(`/__test/cricket/${CRICKET}/finish`, {});
    expect(
      (
        await kit.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.reference, `cricket:${CRICKET}`))
      ).length,
    ).toBe(ledger.length);
    const dashboard = (await get('/cm/v1/cricket/all-matches-dashboard')).json().response;
    expect(dashboard.map((m: { cricketId: number }) => m.cricketId)).not.toContain(CRICKET);
    // A new fixture takes its place, so the world never runs out of cricket.
    expect(dashboard).toHaveLength(6);
    expect(dashboard.find((m: { cricketId: number }) => m.cricketId === 1007)).toMatchObject({
      inPlay: false,
      eventName: 'West Indies v Afghanistan',
    });
    const { teams } = await odds();
    expect((await back(teams[0]!, 100)).json().error.description).toBe('Market is closed');
    expect((await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json().response).toEqual([]);
  });
});

describe('test mode: a match of its own', () => {
  it('opens a new match in play with its own odds, listed on the dashboard; a malformed name is a 400', async () => {
    const opened = await post('/__test/cricket/matches', { eventName: 'Lucknow Super Giants v Gujarat Titans' });
    expect(opened.statusCode).toBe(200);
    const { cricketId, eventId } = opened.json().response;
    expect(cricketId).toBeGreaterThan(CRICKET);
    const body = (await get(`/cm/v1/cricket/odds/${eventId}`)).json().response;
    expect(body.bookMakerOdds[0].bm1.oddDetailsDTOS.map((t: Runner) => t.runnerName)).toEqual([
      'Lucknow Super Giants',
      'Gujarat Titans',
    ]);
    const dashboard = (await get('/cm/v1/cricket/all-matches-dashboard')).json().response as Array<{
      cricketId: number;
      inPlay: boolean;
    }>;
    expect(dashboard.find((m) => m.cricketId === cricketId)).toMatchObject({ inPlay: true });
    expect((await post('/__test/cricket/matches', { eventName: 'no teams here' })).statusCode).toBe(400);
  });
});
