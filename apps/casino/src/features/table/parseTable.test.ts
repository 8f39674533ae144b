import {
  lastResultsOf,
  parseCasinoBets,
  parseCasinoOdds,
  parseExposure,
  parseGamesList,
  parseLucky7RoundData,
  parseSettledBets,
} from './parseTable';

describe('last results from the server', () => {
  it('keeps the rounds in order', () => {
    const rounds = [
      { marketId: '2', mainWinner: 'D' },
      { marketId: '1', mainWinner: 'T' },
    ];
    expect(lastResultsOf({ code: 200, response: { casinoMarketHistoryResponseDTOS: rounds } })).toEqual(rounds);
  });

  it.each([[null], [{}], [{ response: null }], [{ response: { casinoMarketHistoryResponseDTOS: 'D,T' } }]])(
    'a malformed answer (%j) is an empty strip, not a crash',
    (envelope) => {
      expect(lastResultsOf(envelope)).toEqual([]);
    },
  );

  it('leaves out entries that are not rounds', () => {
    expect(
      lastResultsOf({
        response: { casinoMarketHistoryResponseDTOS: [{ marketId: '1', mainWinner: 'D' }, { marketId: 2 }, 'x', null] },
      }),
    ).toEqual([{ marketId: '1', mainWinner: 'D' }]);
  });
});

const round = {
  marketId: 'L7-1',
  casinoGames: 'lucky7',
  autoTime: '12',
  status: 'ACTIVE',
  seedHash: 'ab12',
  cards: { card: ['7H'] },
  winner: null,
  oddDetailsDTOS: [
    {
      runnerName: 'LOW Card',
      selectionId: 1,
      back1: 2,
      lay1: 0,
      backSize1: 0,
      laySize1: 0,
      status: 'ACTIVE',
      casinoGames: 'lucky7',
    },
  ],
};

describe('the round in play', () => {
  it('reads a well-formed round as it is', () => {
    expect(parseCasinoOdds({ code: 200, response: round })).toEqual(round);
  });

  it.each([
    [null],
    ['x'],
    [{ response: null }],
    [{ response: { ...round, marketId: 7 } }],
    [{ response: { ...round, marketId: '' } }],
  ])('an answer that names no round (%j) is no round', (envelope) => {
    expect(parseCasinoOdds(envelope)).toBeNull();
  });

  it('a garbled countdown or status reads as suspended, never as open', () => {
    const odds = parseCasinoOdds({ response: { ...round, autoTime: 'soon', status: 'OPEN?' } });
    expect(odds?.autoTime).toBe('0');
    expect(odds?.status).toBe('SUSPENDED');
    expect(parseCasinoOdds({ response: { ...round, autoTime: 9 } })?.autoTime).toBe('9');
  });

  it('leaves out options and card lines that cannot be read, and reads a bad rate as 0', () => {
    const odds = parseCasinoOdds({
      response: {
        ...round,
        cards: { card: ['7H'], bogus: [1, 2], worse: 'AS' },
        oddDetailsDTOS: [
          null,
          { runnerName: 'HIGH Card', selectionId: 2, back1: 'two', status: 'ACTIVE' },
          { selectionId: 3 },
          { runnerName: 'X', selectionId: -1 },
        ],
      },
    });
    expect(odds?.cards).toEqual({ card: ['7H'] });
    for (const cards of [undefined, 'AS', ['7H']])
      expect(parseCasinoOdds({ response: { ...round, cards } })).toEqual({ ...round, cards: {} });
    expect(odds?.oddDetailsDTOS).toEqual([
      {
        runnerName: 'HIGH Card',
        selectionId: 2,
        back1: 0,
        lay1: 0,
        backSize1: 0,
        laySize1: 0,
        status: 'ACTIVE',
        casinoGames: '',
      },
    ]);
  });
});

describe('the player’s bets, exposure and the games list', () => {
  const bet = {
    id: 5,
    marketId: 'L7-1',
    runnerName: 'LOW Card',
    selectionId: 1,
    back: 2,
    lay: 0,
    amount: 100,
    profit: 100,
    loss: 100,
    createdDate: '2026-11-23T10:00:00Z',
  };

  it('keeps readable bets and leaves out the rest', () => {
    expect(parseCasinoBets({ response: [bet, { ...bet, id: 'six' }, { ...bet, amount: null }, 'x'] })).toEqual([bet]);
    expect(parseCasinoBets({ response: { not: 'a list' } })).toEqual([]);
  });

  it('leaves out, and logs, a bet that is read but still not what the contract promises', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseCasinoBets({ response: [bet, { ...bet, id: 0 }, { ...bet, id: 6 }] })).toEqual([
      bet,
      { ...bet, id: 6 },
    ]);
    expect(warn).toHaveBeenCalledWith('[contract] casino table bets: 1 row(s) left out (at 1)');
    warn.mockRestore();
  });

  it('reads exposure per option name, leaving out entries without a number', () => {
    expect(
      parseExposure({
        response: {
          casinoPLExposure: [
            { selectionName: 'LOW Card', exposure: 100 },
            { selectionName: 'HIGH Card', exposure: -100 },
            { selectionName: 'X', exposure: '5' },
          ],
        },
      }),
    ).toEqual({ 'LOW Card': 100, 'HIGH Card': -100 });
    expect(parseExposure({ response: null })).toEqual({});
  });

  it('lists only games with a code and an http(s) stream address, read against the API', () => {
    const games = [
      { gameCode: 'lucky7', gameName: 'Lucky 7 A', streamURL: 'http://127.0.0.1:4000/casino/v1/stream/lucky7' },
      { gameCode: 'dt20' },
      7,
      { gameCode: 'teen20', gameName: 'Teen Patti 2020', streamURL: 'javascript:alert(1)' },
      { gameCode: 'aaa', gameName: 'Amar Akbar Anthony', streamURL: '/casino/v1/stream/aaa' },
    ];
    expect(parseGamesList({ response: games }, 'http://127.0.0.1:4000/casino/v1')).toEqual([
      { gameCode: 'lucky7', gameName: 'Lucky 7 A', streamURL: 'http://127.0.0.1:4000/casino/v1/stream/lucky7' },
      { gameCode: 'aaa', gameName: 'Amar Akbar Anthony', streamURL: 'http://127.0.0.1:4000/casino/v1/stream/aaa' },
    ]);
  });

  it("reads Lucky 7's round data: the card and its readable result rows; no round, no data", () => {
    const rows = [
      { resultFor: 'Winner', result: ['Low Card'] },
      { resultFor: 'Odd/Even', result: ['Odd', 3] },
      { result: ['Red'] },
      { resultFor: 'Colour', result: ['Red'] },
    ];
    expect(parseLucky7RoundData({ response: { marketId: '17', phase: 'RESULT', card: '5H', results: rows } })).toEqual({
      marketId: '17',
      phase: 'RESULT',
      card: '5H',
      results: [
        { resultFor: 'Winner', result: ['Low Card'] },
        { resultFor: 'Colour', result: ['Red'] },
      ],
    });
    expect(parseLucky7RoundData({ response: { marketId: '17', phase: 'BETTING', card: null, results: [] } })).toEqual({
      marketId: '17',
      phase: 'BETTING',
      card: null,
      results: [],
    });
    expect(parseLucky7RoundData({ response: { phase: 'RESULT' } })).toBeNull();
  });
});

describe('parseSettledBets (GET /my-bet/settled)', () => {
  const row = (over: Record<string, unknown>) => ({
    id: 9,
    marketId: 'r-9',
    casinoGames: 'LUCKY7',
    runnerName: 'Low Card',
    back: 2,
    lay: 0,
    amount: 100,
    profitLoss: 100,
    createdDate: '2026-12-06T10:00:00.000Z',
    ...over,
  });
  it('keeps each settled bet with its table and what it paid, and leaves out one that names neither', () => {
    const bets = parseSettledBets({
      code: 200,
      response: [row({}), row({ id: 10, casinoGames: undefined }), row({ id: 11, profitLoss: null }), 'junk'],
    });
    expect(bets).toEqual([
      {
        id: 9,
        marketId: 'r-9',
        casinoGames: 'LUCKY7',
        runnerName: 'Low Card',
        back: 2,
        lay: 0,
        amount: 100,
        profitLoss: 100,
        createdDate: '2026-12-06T10:00:00.000Z',
      },
    ]);
    expect(parseSettledBets({ code: 500, response: 'error' })).toEqual([]);
  });
});
