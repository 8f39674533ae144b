import { CRICKET } from '../testing/cricketExchangeKit';
import { matchOddsKit } from '../testing/matchOddsKit';

const kit = matchOddsKit();
const { odds, back, yes, market, placed, post } = kit;
const list = async (u: string, body: object = {}) => (await post('/aam/v1/user/my-market', body, u)).json();

beforeAll(async () => {
  await post('/__test/cricket/clock', { paused: true });
});

describe('my markets', () => {
  it('lists each market with matched bets once, newest first, with its bets counted and its matched amount', async () => {
    expect(
      (
        await list('C1001', {
          betStatus: 'MATCHED',
          betType: 'ALL',
          pageNumber: 0,
          pageSize: 100,
          search: '',
          sports: true,
        })
      ).response,
    ).toEqual({
      markets: [],
      pageNumber: 0,
      pageSize: 100,
      totalMarkets: 0,
    });
    const { teams, sessions } = await odds();
    expect((await back(teams[0]!, 100)).statusCode).toBe(200);
    expect((await back(teams[1]!, 250)).statusCode).toBe(200);
    expect((await yes(sessions[0]!, 100)).statusCode).toBe(200);
    const india = (await market()).runners[0]!;
    await placed('C1001', india.selectionId, 'back', india.back[0]!.price, 300);
    // A Match Odds order resting unmatched is not a matched bet.
    await placed('C1001', india.selectionId, 'back', kit.step(india.back[0]!.price, 3), 500);

    const { markets, totalMarkets } = (await list('C1001')).response;
    expect(totalMarkets).toBe(3);
    expect(markets.map((m: { marketName: string }) => m.marketName)).toEqual([
      'MATCH_ODDS',
      sessions[0]!.runnerName,
      'BOOKMAKER_ODDS_1',
    ]);
    expect(markets[0]).toMatchObject({
      sport: 'cricket',
      cricketId: CRICKET,
      eventName: 'India v Australia',
      betCount: 1,
      matchedAmount: 300,
    });
    expect(markets[2]).toMatchObject({ betCount: 2, matchedAmount: 350 });
    // Another player sees none of it.
    expect((await list('C1002')).response.totalMarkets).toBe(0);
  });

  it('filters by side and by search, and pages', async () => {
    expect((await list('C1001', { betType: 'LAY' })).response.totalMarkets).toBe(0);
    expect(
      (await list('C1001', { search: 'match_odds' })).response.markets.map((m: { marketName: string }) => m.marketName),
    ).toEqual(['MATCH_ODDS']);
    expect((await list('C1001', { search: 'England' })).response.totalMarkets).toBe(0);
    const second = (await list('C1001', { pageNumber: 1, pageSize: 2 })).response;
    expect(second).toMatchObject({ pageNumber: 1, pageSize: 2, totalMarkets: 3 });
    expect(second.markets).toHaveLength(1);
  });

  it("lists a tennis or soccer match's Match Odds under its own sport, so the row opens that sport's page", async () => {
    for (const sport of ['tennis', 'soccer'] as const) {
      const { matchId, eventId } = (
        await post(`/__test/${sport}/matches`, { eventName: `Home ${sport} v Away ${sport}` })
      ).json().response;
      const home = (await kit.get(`/cm/v1/${sport}/odds/${eventId}`)).json().response.matchOdds.runners[0];
      await placed('C1002', home.selectionId, 'back', home.back[0].price, 200, { eventId, marketId: `${matchId}-MO` });
      const [latest] = (await list('C1002')).response.markets;
      expect(latest).toMatchObject({
        sport,
        cricketId: matchId,
        eventId,
        marketName: 'MATCH_ODDS',
        matchedAmount: 200,
      });
    }
  });

  it('answers a bad request with a clear message', async () => {
    const reply = await post('/aam/v1/user/my-market', { pageSize: 5000 }, 'C1001');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.description).toMatch(/pageSize/);
    expect((await post('/aam/v1/user/my-market', {}, undefined)).statusCode).toBe(401);
  });
});
