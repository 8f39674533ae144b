import { parseOdds } from './parseMatch';
import { parseMatchOdds, parseMatchOrders } from './parseMatchOdds';

const MARKET = {
  marketId: 'MO-7',
  marketName: 'MATCH_ODDS',
  status: 'ACTIVE',
  inPlay: false,
  minStack: 100,
  maxStack: 200000,
  runners: [
    {
      selectionId: 11,
      runnerName: 'India',
      back: [
        { price: 2.2, size: 25000 },
        { price: 2.18, size: 1200 },
        { price: 2.16, size: 300 },
      ],
      lay: [
        { price: 2.22, size: 5000 },
        { price: 2.24, size: 800 },
        { price: 2.26, size: 100 },
      ],
    },
  ],
};

const ORDER = {
  orderId: 4,
  eventId: 9,
  eventName: 'India v Australia',
  marketId: 'MO-7',
  selectionId: 11,
  runnerName: 'India',
  type: 'back',
  price: 2.3,
  amount: 500,
  matched: 300,
  averageMatchedPrice: 2.3,
  unmatched: 200,
  cancelled: 0,
  status: 'OPEN',
  cancelReason: null,
  cancelledBy: null,
  placedAt: '2026-11-24T10:00:00.000Z',
};

describe('Match Odds answers from the server', () => {
  it('reads a well-formed market as it is, and the odds poll carries it', () => {
    expect(parseMatchOdds(MARKET)).toEqual(MARKET);
    expect(parseOdds({ matchOdds: MARKET, bookMakerOdds: [], fancyOdds: [] }).matchOdds).toEqual(MARKET);
  });

  it('leaves out price levels and runners it cannot read, keeps the best three each way, best first', () => {
    const market = parseMatchOdds({
      ...MARKET,
      status: 'HALTED',
      runners: [
        {
          selectionId: 11,
          runnerName: 'India',
          back: [
            { price: 2.16, size: 300 },
            { price: 'x', size: 10 },
            { price: 2.2, size: 25000 },
            { price: 1, size: 10 },
            null,
            { price: 2.1, size: 40 },
            { price: 2.18, size: -1 },
            { price: 2.14, size: 50 },
          ],
          lay: 'junk',
        },
        { selectionId: 'twelve', runnerName: 'Australia', back: [], lay: [] },
        { selectionId: 13, back: [], lay: [] },
        7,
      ],
    });
    expect(market?.status).toBe('SUSPENDED');
    expect(market?.runners).toEqual([
      {
        selectionId: 11,
        runnerName: 'India',
        back: [
          { price: 2.2, size: 25000 },
          { price: 2.16, size: 300 },
          { price: 2.14, size: 50 },
        ],
        lay: [],
      },
    ]);
  });

  it.each([
    ['nothing', undefined],
    ['a list', [MARKET]],
    ['another market', { ...MARKET, marketName: 'BOOKMAKER_ODDS_1' }],
    ['no market id', { ...MARKET, marketId: '' }],
    ['no limits', { ...MARKET, minStack: 'x' }],
  ])('%s is no market, and the odds poll then has none', (_, value) => {
    expect(parseMatchOdds(value)).toBeUndefined();
    expect(parseOdds({ matchOdds: value, bookMakerOdds: [], fancyOdds: [] })).toEqual({
      bookMakerOdds: [],
      fancyOdds: [],
    });
  });

  it("reads the player's orders, leaving out those that are not the contract's", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = parseMatchOrders({
      orders: [ORDER, { ...ORDER, orderId: 'five' }, { ...ORDER, status: 'LOST' }, null],
      exposure: -500,
      positions: [{ selectionId: 11, position: 360 }, { selectionId: 12 }, { selectionId: 0, position: 1 }, 'x'],
    });
    expect(read).toEqual({ orders: [ORDER], exposure: -500, positions: [{ selectionId: 11, position: 360 }] });
    expect(warn).toHaveBeenCalledWith('[contract] match odds orders.orders: 3 row(s) left out (at 1, 2, 3)');
    warn.mockRestore();
  });

  it.each([undefined, null, 'x', { orders: {}, exposure: 'NaN', positions: 3 }])('orders of %j read as none', (v) => {
    expect(parseMatchOrders(v)).toEqual({ orders: [], exposure: 0, positions: [] });
  });
});
