import { profitLoss } from '@exchange/betting';
import { EVENT, START, limitsKit } from '../testing/limitsKit';

const kit = limitsKit();
const DAY = 86_400_000;
const refusal = (res: { statusCode: number; json: () => { error: { description: string } } }) => ({
  status: res.statusCode,
  text: res.json().error?.description,
});

describe('a loss limit refuses exactly the bet that would pass it, and nothing is written', () => {
  it('back: lost 3,000 today under a daily limit of 5,000; backing 2,000.01 is refused, 2,000 is taken', async () => {
    const p = await kit.player();
    const team = (await kit.odds()).teams[0]!;
    await p.settled(-3000);
    expect((await p.setLimits({ daily: 5000 })).statusCode).toBe(200);
    // Loss = liability − settled net: 2,000.01 + 3,000 = 5,000.01 > 5,000.00.
    expect(refusal(await p.back(team, 2000.01))).toEqual({
      status: 400,
      text: 'This bet would take your daily loss past your limit of 5,000.00',
    });
    expect(await p.liability()).toBe(0);
    // 2,000 + 3,000 = 5,000.00: at the limit, not past it.
    expect((await p.back(team, 2000)).statusCode).toBe(200);
    expect(await p.liability()).toBe(200_000);
    // Any further exposure passes it.
    expect((await p.back(team, 100)).statusCode).toBe(400);
  });

  it('Match Odds: an order whose unmatched risk would pass the limit is refused and writes nothing', async () => {
    const p = await kit.player();
    const odds = (await p.call('GET', `/cm/v1/cricket/odds/${EVENT}`)).json().response.matchOdds;
    const runner = odds.runners[0];
    await p.setLimits({ daily: 1000 });
    const order = (amount: number) =>
      p.call('POST', '/cm/v1/bet/order', {
        eventId: EVENT,
        marketId: odds.marketId,
        selectionId: runner.selectionId,
        type: 'back',
        price: runner.back[0].price,
        amount,
      });
    // A back risks its stake: 1,000.01 passes a daily limit of 1,000.00, 1,000 does not.
    expect(refusal(await order(1000.01))).toEqual({
      status: 400,
      text: 'This bet would take your daily loss past your limit of 1,000.00',
    });
    expect(await p.liability()).toBe(0);
    expect((await order(1000)).statusCode).toBe(200);
    expect(await p.liability()).toBe(100_000);
  });

  it('a bet that reduces the exposure is taken at the limit: laying the backed team brings the worst case down', async () => {
    const p = await kit.player();
    const team = (await kit.odds()).teams[0]!;
    await p.settled(-3000);
    await p.setLimits({ daily: 5000 });
    expect((await p.back(team, 2000)).statusCode).toBe(200);
    // Backed 2,000, laid 1,000: if the team loses, −2,000 + 1,000 = −1,000; if it wins, both pay and the worst case shrinks.
    expect((await p.lay(team, 1000)).statusCode).toBe(200);
    expect(await p.liability()).toBe(100_000);
  });

  it('lay: a weekly limit equal to what laying 1,000 risks takes that bet and refuses 1,001', async () => {
    const p = await kit.player();
    const team = (await kit.odds()).teams[1]!;
    // Laying at rate r risks r/100 × stake (KHAI): e.g. at 90, 900.00 for 1,000.
    const risk = profitLoss('BOOKMAKER', 'lay', team.lay1, 100_000).lossPaise;
    await p.setLimits({ weekly: risk / 100 });
    expect(refusal(await p.lay(team, 1001))).toEqual({
      status: 400,
      text: `This bet would take your weekly loss past your limit of ${(risk / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    });
    expect(await p.liability()).toBe(0);
    expect((await p.lay(team, 1000)).statusCode).toBe(200);
    expect(await p.liability()).toBe(risk);
  });

  it('session: won 1,000 this month, so a monthly limit of (NO risk − 1,000) takes the NO bet and refuses 10 more', async () => {
    const p = await kit.player();
    const line = (await kit.odds()).sessions[0]!;
    await p.settled(1000, START - 3 * DAY); // Sunday 22-11: this month, last week.
    // NO at size s risks s/100 × stake: 2,000 at 100 risks 2,000; the win this month offsets 1,000 of it.
    const risk = profitLoss('FANCY', 'lay', line.laySize1, 200_000).lossPaise;
    const limit = risk / 100 - 1000;
    await p.setLimits({ monthly: limit });
    expect((await p.no(line, 2010)).statusCode).toBe(400);
    expect((await p.no(line, 2010)).json().error.description).toMatch(/^This bet would take your monthly loss past/);
    expect((await p.no(line, 2000)).statusCode).toBe(200);
    expect(await p.liability()).toBe(risk);
  });

  it('casino: lost 900 today under a daily limit of 1,000; a Lucky 7 back of 101 is refused (casino stakes are whole rupees), 100 is taken', async () => {
    const p = await kit.player();
    await p.settled(-900);
    await p.setLimits({ daily: 1000 });
    expect(refusal(await p.casinoBack('LUCKY7', 101))).toEqual({
      status: 400,
      text: 'This bet would take your daily loss past your limit of 1,000.00',
    });
    expect(await p.liability()).toBe(0);
    expect((await p.casinoBack('LUCKY7', 100)).statusCode).toBe(200);
    expect(await p.liability()).toBe(10_000);
  });

  it('a loss settled before the IST day began does not count against the daily limit, but does against the weekly one', async () => {
    const p = await kit.player();
    const team = (await kit.odds()).teams[0]!;
    // Midnight IST of Wednesday 25-11 is 18:30 UTC on the 24th; this loss is a minute before it.
    await p.settled(-4000, Date.UTC(2026, 10, 24, 18, 29));
    await p.setLimits({ daily: 1000, weekly: 4500 });
    expect((await p.back(team, 500)).statusCode).toBe(200);
    expect(refusal(await p.back(team, 100))).toEqual({
      status: 400,
      text: 'This bet would take your weekly loss past your limit of 4,500.00',
    });
  });
});

describe('changing a limit', () => {
  it('raising waits 24 hours: the old limit holds until then, the answer says when the new one applies', async () => {
    const p = await kit.player();
    const team = (await kit.odds()).teams[0]!;
    await p.setLimits({ daily: 1000 });
    const raised = (await p.setLimits({ daily: 5000 })).json().response;
    expect(raised.lossLimits.daily).toEqual({
      limit: 1000,
      pending: { limit: 5000, effectiveAt: new Date(START + DAY).toISOString() },
    });
    expect(refusal(await p.back(team, 2000)).text).toBe(
      'This bet would take your daily loss past your limit of 1,000.00',
    );
    kit.clock.now = START + DAY - 1;
    expect((await p.back(team, 2000)).statusCode).toBe(400);
    kit.clock.now = START + DAY;
    expect((await p.limits()).lossLimits.daily).toEqual({ limit: 5000, pending: null });
    expect((await p.back(team, 2000)).statusCode).toBe(200);
  });

  it('removing waits 24 hours too; lowering applies at once and drops a waiting raise', async () => {
    const p = await kit.player();
    const team = (await kit.odds()).teams[0]!;
    await p.setLimits({ weekly: 3000 });
    const removed = (await p.setLimits({ weekly: null })).json().response;
    expect(removed.lossLimits.weekly).toEqual({
      limit: 3000,
      pending: { limit: null, effectiveAt: new Date(START + DAY).toISOString() },
    });
    const lowered = (await p.setLimits({ weekly: 200 })).json().response;
    expect(lowered.lossLimits.weekly).toEqual({ limit: 200, pending: null });
    expect(refusal(await p.back(team, 300)).text).toBe(
      'This bet would take your weekly loss past your limit of 200.00',
    );
    kit.clock.now = START + 2 * DAY;
    expect((await p.back(team, 300)).statusCode).toBe(400);
  });

  it.each([
    [{ daily: 0 }, 'Daily limit: A limit must be more than 0'],
    [{ weekly: 10.001 }, 'Weekly limit: A limit can have at most two decimals'],
    [{ monthly: '5000' }, 'Monthly limit: Enter the limit as an amount in rupees'],
    [{ daily: 100_000_000 }, 'Daily limit: A limit can be at most 1,00,00,000.00'],
  ])('refuses %o with a message naming the limit, saving nothing', async (body, text) => {
    const p = await kit.player();
    const res = await p.setLimits({ ...body, daily: (body as { daily?: unknown }).daily ?? 700 });
    expect(refusal(res)).toEqual({ status: 400, text });
    expect((await p.limits()).lossLimits.daily).toEqual({ limit: null, pending: null });
  });

  it('refuses a field it does not know', async () => {
    const p = await kit.player();
    expect((await p.setLimits({ yearly: 5000 })).statusCode).toBe(400);
  });
});
