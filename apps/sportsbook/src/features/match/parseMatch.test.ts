import { parseEventData, parseMyBets, parseOdds, parseScore, parseSettings } from './parseMatch';

const NO_ORDERS = { orders: [], exposure: 0, positions: [] };

const RUNNER = {
  runnerName: 'India',
  selectionId: 11,
  marketId: 'BM1',
  back1: 1.9,
  lay1: 2,
  backSize1: 100,
  laySize1: 100,
  maxLimit: 200000,
  status: 'ACTIVE',
};

describe('match answers from the server', () => {
  it('reads well-formed odds as they are', () => {
    const odds = {
      bookMakerOdds: [{ bm1: { marketId: 'BM1', marketName: 'Bookmaker', oddDetailsDTOS: [RUNNER] } }],
      fancyOdds: [
        {
          gameType: 'Normal',
          marketName: 'Session',
          oddDetailsDTOS: [{ ...RUNNER, runnerName: '6 over runs IND', marketId: 'F1', selectionId: 1 }],
        },
      ],
    };
    expect(parseOdds(odds)).toEqual(odds);
  });

  it('leaves out runners it cannot read, reads bad numbers as 0 and an unknown status as suspended', () => {
    const odds = parseOdds({
      bookMakerOdds: [
        {
          bm1: {
            marketId: 'BM1',
            oddDetailsDTOS: [
              RUNNER,
              { ...RUNNER, selectionId: 'x' },
              null,
              { ...RUNNER, selectionId: 12, runnerName: 'Australia', back1: 'NaN', lay1: Infinity, status: 'OPEN' },
            ],
          },
        },
        { bm1: { oddDetailsDTOS: [RUNNER] } },
        'junk',
      ],
      fancyOdds: 'junk',
    });
    expect(odds.fancyOdds).toEqual([]);
    expect(odds.bookMakerOdds).toHaveLength(1);
    expect(odds.bookMakerOdds[0]!.bm1.oddDetailsDTOS).toEqual([
      RUNNER,
      { ...RUNNER, selectionId: 12, runnerName: 'Australia', back1: 0, lay1: 0, status: 'SUSPENDED' },
    ]);
  });

  it.each([undefined, null, 'x', [], { bookMakerOdds: {} }])('odds of %j read as no markets', (response) => {
    expect(parseOdds(response)).toEqual({ bookMakerOdds: [], fancyOdds: [] });
  });

  it('settings without readable stake limits are no settings, so the slip refuses rather than guess', () => {
    const good = {
      eventId: 5,
      minStack: 100,
      maxStack: 200000,
      bookmakerMinStack: 100,
      bookmakerMaxStack: 200000,
      sessionMinStack: 100,
      sessionMaxStack: 50000,
      plExposureResponseDTOs: [
        {
          marketIdExternal: 'BM1',
          exposure: -100,
          runnerPlExposureDTOS: [
            { selectionId: 11, exposure: 90 },
            { selectionId: 'x', exposure: 1 },
          ],
        },
        { exposure: 5 },
      ],
    };
    expect(parseSettings(good)).toEqual({
      ...good,
      plExposureResponseDTOs: [
        { marketIdExternal: 'BM1', exposure: -100, runnerPlExposureDTOS: [{ selectionId: 11, exposure: 90 }] },
      ],
    });
    expect(parseSettings({ ...good, maxStack: '200000' })).toBeUndefined();
    expect(parseSettings({ ...good, sessionMinStack: -1 })).toBeUndefined();
    expect(parseSettings(null)).toBeUndefined();
  });

  it('a score that is not a score reads as no score; odd fields read as empty', () => {
    expect(parseScore({ score: 'x' })).toBeNull();
    expect(parseScore({ score: { spnnation1: 'IND', score1: 123, balls: ['1', 4, 'W'] } })).toEqual({
      spnnation1: 'IND',
      spnnation2: '',
      score1: '',
      score2: '',
      spnrunrate2: '',
      spnmessage: '',
      balls: ['1', 'W'],
    });
  });

  it('my bets keep the readable bets and the plus/minus', () => {
    const bet = {
      id: 3,
      runnerName: 'India',
      amount: 100,
      back: 1.9,
      lay: 0,
      backRate: 1.9,
      layRate: 0,
      marketName: 'Bookmaker',
      marketId: 'BM1',
      selectionId: 11,
      gameType: 'MATCH',
      result: '',
      createdDate: '2026-11-23T10:00:00Z',
    };
    expect(
      parseMyBets({ response: [bet, { ...bet, id: 0 }, { ...bet, amount: '100' }], extra: { fancyPlusMinus: -50 } }),
    ).toEqual({ list: [bet], fancyPlusMinus: -50, matchOrders: NO_ORDERS });
    expect(parseMyBets({ response: {}, extra: { fancyPlusMinus: 'x' } })).toEqual({
      list: [],
      fancyPlusMinus: 0,
      matchOrders: NO_ORDERS,
    });
  });

  it('event data names a match or is null', () => {
    expect(parseEventData({ eventId: 9, cricketId: 1001, eventName: 'A v B', inPlay: true })).toEqual({
      eventId: 9,
      cricketId: 1001,
      eventName: 'A v B',
      inPlay: true,
      oddDetailsDTOS: [],
    });
    expect(parseEventData({ eventId: 'nine', eventName: 'A v B' })).toBeNull();
  });

  it('leaves out, and logs, a bet or runner that is read but still not what the contract promises', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bet = {
      id: 3,
      runnerName: 'India',
      amount: 100,
      back: 1.9,
      lay: 0,
      backRate: 1.9,
      layRate: 0,
      marketName: 'Bookmaker',
      marketId: 'BM1',
      selectionId: 11,
      gameType: 'MATCH',
      result: '',
      createdDate: '2026-11-23T10:00:00Z',
    };
    expect(
      parseMyBets({ response: [bet, { ...bet, id: 4, selectionId: 11.5 }], extra: { fancyPlusMinus: 0 } }).list,
    ).toEqual([bet]);
    expect(warn).toHaveBeenCalledWith('[contract] my bets: 1 row(s) left out (at 1)');
    const settings = {
      eventId: 5.5,
      minStack: 100,
      maxStack: 200000,
      bookmakerMinStack: 100,
      bookmakerMaxStack: 200000,
      sessionMinStack: 100,
      sessionMaxStack: 50000,
      plExposureResponseDTOs: [],
    };
    expect(parseSettings(settings)).toBeUndefined();
    warn.mockRestore();
  });
});
