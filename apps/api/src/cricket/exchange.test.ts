import { QUOTE_MISMATCH } from '@exchange/betting';
import { KEY_REUSED } from '../betRequests/idempotency';
import { ODDS_CHANGED } from './bets';
import { CRICKET, EVENT, cricketExchangeKit, type Runner } from '../testing/cricketExchangeKit';

const kit = cricketExchangeKit();
const { tokens, get, post, odds, betRows, userRow, back, lay, yes, no } = kit;

describe('public reads', () => {
  it('odds: a bookmaker market of two teams and the open session lines, without auth', async () => {
    const { teams, sessions } = await odds();
    expect(teams.map((t) => t.runnerName)).toEqual(['India', 'Australia']);
    expect(teams.every((t) => t.status === 'ACTIVE' && t.lay1 === t.back1 + 2)).toBe(true);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.back1 === s.lay1 + 1 && s.backSize1 === 100)).toBe(true);
  });

  it('event data, score (both calls), stream; unknown events are 404', async () => {
    expect((await get(`/cm/v1/cricket/event-data/${EVENT}`)).json().response).toMatchObject({
      eventId: EVENT,
      cricketId: CRICKET,
      eventName: 'India v Australia',
    });
    const score = (await post(`/aam/v1/auth/score-sport2?eventId=${EVENT}`, {})).json().response.score;
    expect(score).toMatchObject({
      spnnation1: 'India',
      spnnation2: 'Australia',
      score1: expect.stringMatching(/^\d+-\d+ \(\d+\.\d\)$/),
    });
    expect(score.balls).toHaveLength(6);
    expect((await get(`/aam/v1/auth/score-sport-v2/${CRICKET}`)).json().response.score).toEqual(score);
    expect((await get(`/aam/v1/auth/streaming/${EVENT}`)).json().response.url).toContain(String(EVENT));
    expect((await get('/cm/v1/cricket/odds/999')).statusCode).toBe(404);
  });
});

describe('placing bets', () => {
  it('back one team, lay the other, YES and NO on a session: positions, ladder, liability', async () => {
    const { teams, sessions } = await odds();
    const [india, australia] = teams as [Runner, Runner];
    const line = sessions[0]!;
    const placed = await back(india, 1000);
    expect(placed.json()).toMatchObject({ code: 200, message: 'Bet Placed', response: { repeated: false } });
    expect((await lay(australia, 500)).statusCode).toBe(200);
    const fancy = await yes(line, 200);
    expect(fancy.json().message).toBe('Bet Placed successfully');
    expect((await no(line, 300)).statusCode).toBe(200);

    // India: +rate/100×1000 (back) +500 (lay Australia wins its stake); Australia: −1000 − rate/100×500.
    const indiaPos = (india.back1 / 100) * 1000 + 500;
    const ausPos = -1000 - (australia.lay1 / 100) * 500;
    const details = (await get(`/cm/v1/cricket/match-details?eventId=${EVENT}`, 'C1001')).json().response;
    expect(details).toMatchObject({ minStack: 100, bookmakerMaxStack: 200000, sessionMaxStack: 50000 });
    const [bm, session] = details.plExposureResponseDTOs;
    expect(bm.runnerPlExposureDTOS).toEqual([
      { selectionId: india.selectionId, exposure: indiaPos },
      { selectionId: australia.selectionId, exposure: ausPos },
    ]);
    expect(bm.exposure).toBe(ausPos);
    // YES at L (200) and NO at L−1 (300), both at 100: below L−1 −200+300; at L−1 −200−300; from L +200−300.
    expect(session.marketIdExternal).toBe(line.marketId);
    expect(session.runnerPlExposureDTOS).toEqual([
      { selectionId: line.lay1 - 1, exposure: 100 },
      { selectionId: line.lay1, exposure: -500 },
      { selectionId: line.back1, exposure: -100 },
    ]);
    expect(session.exposure).toBe(-500);
    expect((await userRow('C1001')).liabilityPaise).toBe((-ausPos + 500) * 100);
    const profile = (await get(`/aam/v1/accmanage/user/${tokens.C1001!.id}`, 'C1001')).json().response;
    expect(profile.liability).toBe(ausPos - 500);

    const mine = (await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1001')).json();
    expect(mine.response).toHaveLength(4);
    expect(mine.response[0]).toMatchObject({
      runnerName: line.runnerName,
      lay: line.lay1,
      layRate: 100,
      amount: 300,
      marketName: 'FANCY_ODDS',
    });
    expect(mine.response[3]).toMatchObject({
      runnerName: 'India',
      back: india.back1,
      backRate: india.back1,
      marketName: 'BOOKMAKER_ODDS_1',
    });
    expect(mine.extra).toMatchObject({ fancyPlusMinus: 0, matchOdds: { orders: [], exposure: 0 } });
    expect((await get('/cm/v1/bet/bet-count', 'C1001')).json().response.betCount[String(CRICKET)]).toEqual({
      matchCount: 2,
      fancyCount: 2,
    });
    expect((await post('/aam/v1/user/current-bets', {}, 'C1001')).json().response).toHaveLength(4);
    // Another player sees none of it.
    expect((await get(`/cm/v1/bet/my-bet/${EVENT}`, 'C1002')).json().response).toEqual([]);
  });

  it('refuses changed odds, stakes outside the limits, suspended markets, bad input and no token, writing nothing', async () => {
    const { teams, sessions } = await odds();
    const india = teams[0]!;
    const before = await betRows();
    const liability = (await userRow('C1001')).liabilityPaise;
    const cases: Array<
      [Promise<{ statusCode: number; json: () => { error: { description: string } } }>, number, string]
    > = [
      [back({ ...india, back1: india.back1 + 1 }, 1000), 400, ODDS_CHANGED],
      [yes({ ...sessions[0]!, back1: sessions[0]!.back1 + 3 }, 500), 400, ODDS_CHANGED],
      [back(india, 200001), 400, 'Maximum bet amount is 200000'],
      [yes(sessions[0]!, 50001), 400, 'Maximum bet amount is 50000'],
      [back(india, 50), 400, 'Minimum bet amount is 100'],
      [back(india, 20000, 'C2001'), 400, 'Insufficient balance for this bet'],
      [back(india, 1000, 'C1003'), 403, 'Please change your password before placing bets'],
      [yes(sessions[0]!, 500, 'C1003'), 403, 'Please change your password before placing bets'],
      [
        post(
          '/cm/v1/bet/place',
          {
            marketId: india.marketId,
            selectionId: india.selectionId,
            type: 'back',
            eventId: EVENT,
            backRate: india.back1,
          },
          'C1001',
        ),
        400,
        'Please enter a Valid Amount',
      ],
      [
        post(
          '/cm/v1/bet/place',
          { amount: -5, marketId: 'x', selectionId: 1, type: 'back', eventId: EVENT, backRate: 1 },
          'C1001',
        ),
        400,
        'Please enter a Valid Amount',
      ],
      [
        post(
          '/cm/v1/bet/place',
          {
            amount: 100,
            marketId: india.marketId,
            selectionId: india.selectionId,
            type: 'sideways',
            eventId: EVENT,
            backRate: 1,
          },
          'C1001',
        ),
        400,
        'body/type',
      ],
      [
        post(
          '/cm/v1/bet/place',
          { amount: 100, marketId: india.marketId, selectionId: india.selectionId, type: 'back', eventId: EVENT },
          'C1001',
        ),
        400,
        'backRate is required',
      ],
      [
        post(
          '/cm/v1/bet/place',
          {
            amount: 100,
            marketId: india.marketId,
            selectionId: india.selectionId,
            type: 'back',
            eventId: 5,
            backRate: 1,
          },
          'C1001',
        ),
        404,
        'Match not found',
      ],
      [back(india, 1000, 'C1001', 'bad key with spaces'), 400, 'Idempotency-Key'],
      [
        post('/cm/v1/bet/place', {
          amount: 100,
          marketId: india.marketId,
          selectionId: india.selectionId,
          type: 'back',
          eventId: EVENT,
          backRate: india.back1,
        }),
        401,
        'Session expired',
      ],
    ];
    for (const [res, status, text] of cases) {
      const r = await res;
      expect(r.statusCode, `${text}: ${r.json().error?.description}`).toBe(status);
      expect(r.json().error.description).toContain(text);
    }
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: true });
    const suspended = await odds();
    expect(suspended.teams[0]!.status).toBe('SUSPENDED');
    const r = await back(suspended.teams[0]!, 1000);
    expect(r.json().error.description).toBe('Market is suspended');
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: false });
    expect(await betRows()).toBe(before);
    expect((await userRow('C1001')).liabilityPaise).toBe(liability);
  });

  it("refuses a bet whose slip quoted other figures than its stake and rate give, and takes the slip's own", async () => {
    const { teams, sessions } = await odds();
    const india = teams[0]!;
    const line = sessions[0]!;
    const bookmaker = { amount: 1000, marketId: india.marketId, selectionId: india.selectionId, type: 'back' };
    const session = { amount: 500, eventId: EVENT, marketId: line.marketId, type: 'no', oddsLay: line.lay1 };
    const before = await betRows();
    const liability = (await userRow('C1001')).liabilityPaise;
    // Bookmaker back 1000 at 85: profit 850, loss 1000. Session NO 500 at rate r: profit 500, loss r/100 x 500.
    const nearly = [
      { profit: (india.back1 * 1000) / 100 + 0.01, loss: 1000 },
      { profit: 1000, loss: (india.back1 * 1000) / 100 },
    ];
    for (const figures of nearly) {
      const r = await post(
        '/cm/v1/bet/place',
        { ...bookmaker, eventId: EVENT, backRate: india.back1, ...figures },
        'C1001',
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().error.description).toBe(QUOTE_MISMATCH);
    }
    const wrongLoss = { ...session, layRate: line.laySize1, profit: 500, loss: (line.laySize1 * 500) / 100 + 1 };
    expect((await post('/cm/v1/bet/fancy-place', wrongLoss, 'C1001')).json().error.description).toBe(QUOTE_MISMATCH);
    expect(await betRows()).toBe(before);
    expect((await userRow('C1001')).liabilityPaise).toBe(liability);

    const right = { profit: (india.back1 * 1000) / 100, loss: 1000 };
    const placed = await post(
      '/cm/v1/bet/place',
      { ...bookmaker, eventId: EVENT, backRate: india.back1, ...right },
      'C1001',
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const rightSession = { ...session, layRate: line.laySize1, profit: 500, loss: (line.laySize1 * 500) / 100 };
    expect((await post('/cm/v1/bet/fancy-place', rightSession, 'C1001')).statusCode).toBe(200);
    expect(await betRows()).toBe(before + 2);
  });

  it('a retried bet with the same Idempotency-Key is stored once', async () => {
    const india = (await odds()).teams[0]!;
    const before = await betRows();
    const liability = (await userRow('C1001')).liabilityPaise;
    const first = await back(india, 100, 'C1001', 'slip-42');
    const again = await back(india, 100, 'C1001', 'slip-42');
    expect(first.json().response.repeated).toBe(false);
    expect(again.json().response).toMatchObject({ repeated: true, betId: first.json().response.betId });
    expect(await betRows()).toBe(before + 1);
    const reused = await back(india, 200, 'C1001', 'slip-42');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.description).toBe(KEY_REUSED);
    expect(await betRows()).toBe(before + 1);
    // Backing India again adds 100 to what Australia would cost.
    expect((await userRow('C1001')).liabilityPaise).toBe(liability + 100_00);
  });

  it('100 concurrent bets from one account never take the available balance below zero', async () => {
    const india = (await odds()).teams[0]!;
    const user = await userRow('C1002');
    const stake = 1000;
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => back(india, stake, 'C1002', `burst-${i}`)));
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(Math.floor((user.balancePaise - user.liabilityPaise) / (stake * 100)));
    expect(
      results
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.json().error.description === 'Insufficient balance for this bet'),
    ).toBe(true);
    const after = await userRow('C1002');
    expect(after.balancePaise - after.liabilityPaise).toBeGreaterThanOrEqual(0);
    expect(after.liabilityPaise).toBe(accepted * stake * 100);
    // A hundred bets through the API and the database: 1.5-2.5 s alone, 5.4 s on a 2-core CI host
    // running the rest of the suite (past the default 5 s). What it checks is the balance, not the speed.
  }, 30_000);
});
