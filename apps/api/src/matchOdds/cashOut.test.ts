import { CRICKET } from '../testing/cricketExchangeKit';
import { matchOddsKit } from '../testing/matchOddsKit';

const kit = matchOddsKit();
const { market, placed, mine, userRow, post, get } = kit;
const offer = async (u: string) => (await get(`/cm/v1/bet/cash-out/${CRICKET}`, u)).json();
const cashOut = (u: string, guaranteed: number) =>
  post('/cm/v1/bet/cash-out', { eventId: CRICKET, marketId: `${CRICKET}-MO`, guaranteed }, u);

beforeAll(async () => {
  await post('/__test/cricket/clock', { paused: true });
  await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.45 });
});

describe('cash-out of a Match Odds position', () => {
  it('has nothing to offer before anything matched', async () => {
    expect((await offer('C1001')).error.description).toBe('There is nothing matched to cash out on this market');
  });

  it('lays back a winning back at the lay price, levelling both results, and releases the money at risk', async () => {
    const before = await userRow('C1001');
    const india = (await market()).runners[0]!;
    // At 45 % India is offered to back at 2.20: ₹1,000 matched. India +1,200, Australia −1,000.
    expect(india.back[0]!.price).toBe(2.2);
    await placed('C1001', india.selectionId, 'back', 2.2, 1000);
    // India's chance rises to 50 %: the makers lay India at 2.00 and back Australia at 1.99.
    await post(`/__test/cricket/${CRICKET}/chance`, { homeWinChance: 0.5 });
    // By hand: lay India 2,200 / 2.00 = ₹1,100 → India 1,200 − 1,100 × 1.00 = ₹100, Australia −1,000 + 1,100 = ₹100.
    // (Backing Australia 2,200 / 1.99 = ₹1,105.53 instead would leave ₹94.47.)
    const shown = (await offer('C1001')).response;
    expect(shown).toEqual({
      marketId: `${CRICKET}-MO`,
      guaranteed: 100,
      bet: { selectionId: india.selectionId, runnerName: 'India', type: 'lay', price: 2, amount: 1100 },
    });
    expect((await cashOut('C1001', 100.01)).json().error.description).toBe(
      'The cash-out amount has changed; check the new amount and try again',
    );
    const done = (await cashOut('C1001', 100)).json().response;
    expect(done).toMatchObject({ guaranteed: 100, order: { type: 'lay', price: 2, matched: 1100, status: 'MATCHED' } });
    const orders = await mine('C1001');
    expect(orders.positions.map((p: { position: number }) => p.position)).toEqual([100, 100]);
    expect(orders.exposure).toBe(0);
    const after = await userRow('C1001');
    expect(after.liabilityPaise).toBe(before.liabilityPaise);
    expect(after.balancePaise).toBe(before.balancePaise);
    // Level already: cashing out again places nothing.
    expect((await offer('C1001')).response).toMatchObject({ guaranteed: 100, bet: null });
  });

  it('is refused while the market is suspended, and pays the guaranteed amount at settlement', async () => {
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: true });
    expect((await cashOut('C1001', 0)).json().error.description).toBe('Market is suspended');
    await post(`/__test/cricket/${CRICKET}/suspend`, { suspended: false });
    const before = await userRow('C1001');
    await post(`/__test/cricket/${CRICKET}/finish`, {});
    expect((await userRow('C1001')).balancePaise - before.balancePaise).toBe(10_000);
  });
});
