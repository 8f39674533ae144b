import { ODDS_CHANGED } from '../cricket/bets';
import { EVENT } from '../testing/cricketExchangeKit';
import { CANCELLED_UNMATCHED } from '../matchOdds/market';
import { matchOddsKit } from '../testing/matchOddsKit';

const kit = matchOddsKit();
const { market, order, placed, userRow, odds, post, get, addPlayer } = kit;
const paise = (rupees: number) => Math.round(rupees * 100);

beforeAll(async () => {
  // Prices stand still unless a test moves the match.
  await post('/__test/cricket/clock', { paused: true });
  await addPlayer('C3001', 1_000_000);
});

describe('betting preferences on the account', () => {
  it('start as today (keep, exact rates, one-click off) and, once saved, are what any later session reads', async () => {
    const before = (await get('/aam/v1/user/bet-preferences', 'C1003')).json().response;
    expect(before).toEqual({ persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 });
    const choices = { persistence: 'CANCEL', acceptBetterOdds: true, oneClick: true, oneClickStake: 500 };
    expect((await post('/aam/v1/user/bet-preferences', choices, 'C1003')).json().response).toEqual(choices);
    expect((await get('/aam/v1/user/bet-preferences', 'C1003')).json().response).toEqual(choices);
    // Another player's choices are their own.
    expect((await get('/aam/v1/user/bet-preferences', 'C1002')).json().response.oneClick).toBe(false);
  });

  it('refuses a choice that is not one of the offered ones, and keeps the saved ones', async () => {
    const bad = await post(
      '/aam/v1/user/bet-preferences',
      { persistence: 'MAYBE', acceptBetterOdds: true, oneClick: true, oneClickStake: 500 },
      'C1002',
    );
    expect(bad.statusCode).toBe(400);
    const noStake = await post(
      '/aam/v1/user/bet-preferences',
      { persistence: 'KEEP', acceptBetterOdds: true, oneClick: true, oneClickStake: 0 },
      'C1002',
    );
    expect(noStake.statusCode).toBe(400);
    expect((await get('/aam/v1/user/bet-preferences', 'C1002')).json().response.persistence).toBe('KEEP');
  });
});

describe("Match Odds: 'Keep' or 'Cancel unmatched'", () => {
  it('with Cancel unmatched, an order no one meets is cancelled at once and reserves nothing', async () => {
    const before = await userRow('C3001');
    const india = (await market()).runners[0]!;
    const high = kit.step(india.back[0]!.price, 2);
    const reply = await order('C3001', india.selectionId, 'back', high, 300, { persistence: 'CANCEL' });
    expect(reply.json().message).toBe('Nothing matched at your price; the bet was cancelled');
    expect(reply.json().response).toMatchObject({
      status: 'CANCELLED',
      matched: 0,
      unmatched: 0,
      cancelled: 300,
      cancelReason: CANCELLED_UNMATCHED,
      cancelledBy: 'PLAYER',
    });
    expect((await userRow('C3001')).liabilityPaise).toBe(before.liabilityPaise);
    // Nothing rests for other players to take.
    expect((await market()).runners[0]!.lay[1]).toEqual(india.lay[1]);
  });

  it('with Cancel unmatched, what matches at once stays matched and only the rest is cancelled', async () => {
    const before = await userRow('C3001');
    const india = (await market()).runners[0]!;
    const best = india.back[0]!;
    const bet = await placed('C3001', india.selectionId, 'back', best.price, best.size + 200, {
      persistence: 'CANCEL',
    });
    expect(bet).toMatchObject({ matched: best.size, unmatched: 0, cancelled: 200, averageMatchedPrice: best.price });
    expect((await userRow('C3001')).liabilityPaise - before.liabilityPaise).toBe(paise(best.size));
  });

  it('with Keep (or no choice sent), the same unmatched order rests in the book', async () => {
    const india = (await market()).runners[0]!;
    const high = kit.step(india.back[0]!.price, 2);
    const kept = await placed('C3001', india.selectionId, 'back', high, 300, { persistence: 'KEEP' });
    expect(kept).toMatchObject({ status: 'OPEN', unmatched: 300, cancelled: 0 });
    const unchosen = await placed('C3001', india.selectionId, 'back', high, 100);
    expect(unchosen).toMatchObject({ status: 'OPEN', unmatched: 100 });
  });

  it('refuses a choice other than Keep or Cancel', async () => {
    const india = (await market()).runners[0]!;
    const reply = await order('C3001', india.selectionId, 'back', india.back[0]!.price, 100, {
      persistence: 'SOMETIMES' as 'KEEP',
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('bookmaker and session bets: accept better odds', () => {
  const bookmaker = (rate: Record<string, number | string>, accept?: boolean) => async () => {
    const india = (await odds()).teams[0]!;
    return post(
      '/cm/v1/bet/place',
      {
        amount: 1000,
        marketId: india.marketId,
        selectionId: india.selectionId,
        eventId: EVENT,
        ...rate,
        ...(accept === undefined ? {} : { acceptBetterOdds: accept }),
      },
      'C3001',
    );
  };

  it('takes a back whose rate rose since the player saw it only with the option, at the rate now', async () => {
    const india = (await odds()).teams[0]!;
    const seen = { type: 'back', backRate: india.back1 - 2 };
    const refused = await bookmaker(seen)();
    expect(refused.json().error.description).toBe(ODDS_CHANGED);
    const taken = await bookmaker(seen, true)();
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().response.bet.backRate).toBe(india.back1);
  });

  it('takes a lay whose rate fell with the option; a move against the player is refused either way', async () => {
    const india = (await odds()).teams[0]!;
    const taken = await bookmaker({ type: 'lay', layRate: india.lay1 + 2 }, true)();
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().response.bet.layRate).toBe(india.lay1);
    const worse = await bookmaker({ type: 'back', backRate: india.back1 + 2 }, true)();
    expect(worse.json().error.description).toBe(ODDS_CHANGED);
  });

  it('takes a YES whose rate rose at the same line; a moved line is refused even with the option', async () => {
    const line = (await odds()).sessions[0]!;
    const yes = (run: number, rate: number) =>
      post(
        '/cm/v1/bet/fancy-place',
        {
          amount: 500,
          eventId: EVENT,
          marketId: line.marketId,
          type: 'yes',
          oddsBack: run,
          backRate: rate,
          acceptBetterOdds: true,
        },
        'C3001',
      );
    const taken = await yes(line.back1, line.backSize1 - 10);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().response.bet.backRate).toBe(line.backSize1);
    expect((await yes(line.back1 - 1, line.backSize1)).json().error.description).toBe(ODDS_CHANGED);
  });
});
