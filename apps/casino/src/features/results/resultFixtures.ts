/**
 * Test data: one well-formed `/individaul-result` answer per game of the result popup, in the wire
 * shape of spec section 3 (casinoCardResultMaps, casinoIndividualResultMaps, casinoCricketResultDTO).
 * Longer than 300 lines on purpose: it is data, not code; Prettier writes each bet object one field
 * per line, and the answers of one popup read best side by side in one file.
 */
type Line = [resultFor: string, cards: string[], isWinning?: boolean];
type Row = [resultFor: string, result: string[]];
type Over = [over: number, balls: string[], runsPerOver: number, score: string];

const overs = (rows: Over[]) =>
  rows.map(([over, balls, runsPerOver, score]) => ({
    over,
    ...Object.fromEntries(balls.map((b, i) => [`run${i + 1}`, b])),
    runsPerOver,
    score,
  }));

export const FIXTURE_TIME = '2025-03-09T18:45:07.000Z';

export const fixtureBets = [
  {
    id: 11,
    marketId: 'm',
    runnerName: 'Player A',
    backRate: 1.98,
    layRate: 0,
    amount: 100,
    profitLoss: 98,
    result: 'Player A',
    status: 'SETTLED',
    createdDate: '2025-03-09T18:44:50.000Z',
    ip: '10.0.0.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  },
  {
    id: 12,
    marketId: 'm',
    runnerName: 'Player B',
    backRate: 0,
    layRate: 2.02,
    amount: 200,
    profitLoss: 200,
    result: 'Player A',
    status: 'SETTLED',
    createdDate: '2025-03-09T18:44:55.000Z',
    ip: '10.0.0.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  },
  {
    id: 13,
    marketId: 'm',
    runnerName: 'Player B',
    backRate: 1.98,
    layRate: 0,
    amount: 300,
    profitLoss: 0,
    result: 'VOID',
    status: 'SETTLED',
    createdDate: '2025-03-09T18:44:58.000Z',
    ip: '10.0.0.8',
    userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1',
  },
];

export function resultEnvelope(
  gameId: string,
  lines: Line[],
  rows: Row[],
  extra: Record<string, unknown> = {},
  bets: unknown[] = [],
  totalProfitLoss = 0,
) {
  return {
    code: 200,
    message: 'OK',
    response: {
      casinoIndividualResultDTO: {
        id: 1,
        marketId: `${gameId}-1741545907`,
        casinoGames: gameId,
        createdAt: FIXTURE_TIME,
        winner: rows[0]?.[1][0] ?? '',
        winnerLabel: rows[0]?.[1][0] ?? '',
        casinoCardResultMaps: lines.map(([resultFor, result, isWinning = false], i) => ({
          id: i + 1,
          resultFor,
          result,
          isWinning,
        })),
        casinoIndividualResultMaps: rows.map(([resultFor, result], i) => ({ id: i + 1, resultFor, result })),
        ...extra,
      },
      betResponseDTOList: bets,
      totalProfitLoss,
    },
  };
}

const three = (a: string, b: string, c: string) => [a, b, c];

const superOver = {
  casinoCricketResultDTO: {
    team1: overs([[1, ['1', '4', 'W', '6', '0', '2'], 13, '13/1']]),
    team2: overs([[1, ['2', '2', '1', 'W', '4', '1'], 10, '10/1']]),
  },
};

const cricket20 = {
  casinoCricketResultDTO: {
    team1: overs([
      [19, ['1', '1', '4', '0', '6', '1'], 13, '168/5'],
      [20, ['W', '2', '1', '6', '1', '4'], 14, '182/6'],
    ]),
    team2: overs([
      [19, ['0', '1', '1', 'W', '4', '2'], 8, '170/7'],
      [20, ['6', '1', '1', '2', 'W', '1'], 11, '181/8'],
    ]),
  },
};

/** Per game: its answer, the title the popup must show and the board it must draw. */
export const RESULT_FIXTURES: Array<{
  gameId: string;
  title: string;
  board: string;
  envelope: ReturnType<typeof resultEnvelope>;
}> = [
  {
    gameId: 'TEEN_20',
    title: 'Teen Patti Result',
    board: 'board-sides',
    envelope: resultEnvelope(
      'TEEN_20',
      [
        ['Player A', three('AS', 'KS', 'QS'), true],
        ['Player B', three('2H', '7C', '9D')],
      ],
      [
        ['Winner', ['Player A']],
        ['3 Baccarat', ['Player B']],
        ['Total', ['Player A']],
        ['Pair Plus', ['Player A']],
        ['Red/Black', ['Player A Black']],
      ],
    ),
  },
  {
    gameId: 'TEEN_OPEN',
    title: 'Teenpatti Open Result',
    board: 'board-dealer',
    envelope: resultEnvelope(
      'TEEN_OPEN',
      [
        ['Dealer', three('KH', 'KD', '2S')],
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): Line => [
          `Player ${n}`,
          three(`${n + 1}C`, `${n + 1}D`, 'AH'),
          n === 3 || n === 7,
        ]),
      ],
      [['Winner', ['Player 3', 'Player 7']]],
    ),
  },
  {
    gameId: 'TEEN_TEST',
    title: 'Teenpatti Test Result',
    board: 'board-sides',
    envelope: resultEnvelope(
      'TEEN_TEST',
      [
        ['Tiger', three('2S', '5H', '9C')],
        ['Lion', three('QD', 'QC', '4S'), true],
        ['Dragon', three('3D', '8D', 'JD')],
      ],
      [['Winner', ['Lion']]],
    ),
  },
  {
    gameId: 'TEEN',
    title: 'Teenpatti 1 Day Result',
    board: 'board-sides',
    envelope: resultEnvelope(
      'TEEN',
      [
        ['Player A', three('2S', '4S', '6S')],
        ['Player B', three('3H', '4H', '5C'), true],
      ],
      [
        ['Winner', ['Player B']],
        ['Consecutive', ['Player B Consecutive']],
        ['Odd/Even', ['Card 1 Even', 'Card 2 Odd', 'Card 3 Even', 'Card 4 Even', 'Card 5 Even', 'Card 6 Odd']],
      ],
    ),
  },
  {
    gameId: 'SUPEROVER',
    title: 'Super Over',
    board: 'board-cricket',
    envelope: resultEnvelope('SUPEROVER', [], [['Winner', ['ENG']]], superOver),
  },
  {
    gameId: 'RACE20',
    title: 'Race 20',
    board: 'board-race',
    envelope: resultEnvelope(
      'RACE20',
      [
        ['Spade', ['2S', '9S', 'KS']],
        ['Heart', ['4H', '6H', '10H', 'KH'], true],
        ['Club', ['3C']],
        ['Diamond', ['5D', 'JD']],
      ],
      [
        ['Winner', ['Heart']],
        ['Points', ['42']],
        ['Cards', ['10']],
      ],
    ),
  },
  {
    gameId: 'ABJ',
    title: 'Andar Bahar 2',
    board: 'board-andar-bahar',
    envelope: resultEnvelope(
      'ABJ',
      [
        ['Joker', ['7S']],
        ['Andar', ['2H', '9C', 'KD', '4S', '7D'], true],
        ['Bahar', ['3C', 'JH', '5S', '10D']],
      ],
      [
        ['Winner', ['Andar']],
        ['Odd/Even', ['Joker ODD']],
        ['Suit', ['Joker Spade']],
        ['Joker', ['Joker 7']],
      ],
    ),
  },
  {
    gameId: 'DRAGON_TIGER_202',
    title: '2020 DRAGON TIGER 2',
    board: 'board-sides',
    envelope: resultEnvelope(
      'DRAGON_TIGER_202',
      [
        ['Dragon', ['KH'], true],
        ['Tiger', ['3S']],
      ],
      [
        ['Winner', ['Dragon']],
        ['Dragon', ['Dragon Odd', 'Dragon Red']],
      ],
    ),
  },
  {
    gameId: 'BACCARAT',
    title: 'Baccarat',
    board: 'board-sides',
    envelope: resultEnvelope(
      'BACCARAT',
      [
        ['Player', ['9H', 'KC']],
        ['Banker', ['4D', '3S', 'AC'], true],
      ],
      [
        ['Winner', ['Banker']],
        ['Total', ['8']],
      ],
    ),
  },
  {
    gameId: 'BACCARAT2',
    title: 'Baccarat2',
    board: 'board-sides',
    envelope: resultEnvelope(
      'BACCARAT2',
      [
        ['Player', ['6H', 'AC'], true],
        ['Banker', ['2D', '3S']],
      ],
      [
        ['Winner', ['Player']],
        ['Player Pair', ['No']],
      ],
    ),
  },
  {
    gameId: 'CASINO_WAR',
    title: 'CasinoWar',
    board: 'board-dealer',
    envelope: resultEnvelope(
      'CASINO_WAR',
      [['Dealer', ['9C']], ...[1, 2, 3, 4, 5, 6].map((n): Line => [`Player ${n}`, [`${n + 4}H`], n >= 6])],
      [['Winner', ['Player 6']]],
    ),
  },
  {
    gameId: 'CASINO_METER',
    title: 'Casino Meter',
    board: 'board-sides',
    envelope: resultEnvelope(
      'CASINO_METER',
      [
        ['Low', ['2C', '5H', '3D']],
        ['High', ['10S', 'JC', '9D'], true],
      ],
      [
        ['Winner', ['High']],
        ['Meter', ['20']],
      ],
    ),
  },
  {
    gameId: 'CARD_32',
    title: 'Card 32',
    board: 'board-sides',
    envelope: resultEnvelope(
      'CARD_32',
      [
        ['Player 8', ['6H', '2C']],
        ['Player 9', ['9S']],
        ['Player 10', ['QD', '5S'], true],
        ['Player 11', ['8C']],
      ],
      [
        ['Winner', ['Player 10']],
        ['Points', ['25']],
      ],
    ),
  },
  {
    gameId: 'CARD_32B',
    title: 'Card 32 B',
    board: 'board-sides',
    envelope: resultEnvelope(
      'CARD_32B',
      [
        ['Player 8', ['KH'], true],
        ['Player 9', ['6S']],
        ['Player 10', ['7D']],
        ['Player 11', ['8C', '2D']],
      ],
      [
        ['Winner', ['Player 8']],
        ['Odd/Even', ['Player 8 Even']],
      ],
    ),
  },
  {
    gameId: 'CASINO_QUEEN',
    title: 'Casino Queen',
    board: 'board-sides',
    envelope: resultEnvelope(
      'CASINO_QUEEN',
      [
        ['Total 0', ['QH', '4C']],
        ['Total 1', ['5D', '6S'], true],
        ['Total 2', ['9C']],
        ['Total 3', ['3H', '2S']],
      ],
      [['Winner', ['Total 1']]],
    ),
  },
  {
    gameId: 'DRAGON_TIGER_1DAY',
    title: 'Dragon Tiger 1 Day',
    board: 'board-sides',
    envelope: resultEnvelope(
      'DRAGON_TIGER_1DAY',
      [
        ['Dragon', ['4C']],
        ['Tiger', ['JH'], true],
      ],
      [
        ['Winner', ['Tiger']],
        ['Pair', ['No']],
      ],
    ),
  },
  {
    gameId: 'POKER_20',
    title: 'Poker 2020',
    board: 'board-sides',
    envelope: resultEnvelope(
      'POKER_20',
      [
        ['Player A', ['AH', 'AD'], true],
        ['Player B', ['KC', 'QC']],
        ['Board', ['AS', '7C', '2D', '9H', 'JS']],
      ],
      [
        ['Winner', ['Player A']],
        ['Hand', ['Three of a Kind']],
      ],
    ),
  },
  {
    gameId: 'WORLI2',
    title: 'Instant Worli',
    board: 'board-sides',
    envelope: resultEnvelope(
      'WORLI2',
      [['Cards', ['3S', '9H', 'KC'], true]],
      [
        ['Winner', ['Digit 2']],
        ['Line, Odd/Even', ['Line 1', 'Even']],
      ],
    ),
  },
  {
    gameId: 'AAA',
    title: 'Amar Akbar Anthony',
    board: 'board-sides',
    envelope: resultEnvelope(
      'AAA',
      [['Amar', ['5H'], true]],
      [
        ['Winner', ['Amar']],
        ['Side bets', ['Odd', 'Red', 'Under 7']],
      ],
    ),
  },
  {
    gameId: 'BOLLYWOOD_TABLE',
    title: 'Bollywood Casino',
    board: 'board-sides',
    envelope: resultEnvelope(
      'BOLLYWOOD_TABLE',
      [['Card', ['QD'], true]],
      [
        ['Winner', ['Dharam Veer']],
        ['Colour', ['Red']],
      ],
    ),
  },
  {
    gameId: 'ANDAR_BAHAR',
    title: 'Andar Bahar',
    board: 'board-andar-bahar',
    envelope: resultEnvelope(
      'ANDAR_BAHAR',
      [
        ['Joker', ['9D']],
        ['Andar', ['2H', '3C', '4S', '5D', '6H', '7C', '8S', '9S'], true],
        ['Bahar', ['AC', 'KD', 'QH', 'JS', '10C', '2D', '3H']],
      ],
      [['Winner', ['Andar']]],
    ),
  },
  {
    gameId: 'CRICKET_V3',
    title: 'Cricket Match 20',
    board: 'board-cricket',
    envelope: resultEnvelope('CRICKET_V3', [], [['Winner', ['ENG']]], cricket20),
  },
  {
    gameId: 'LUCKY7',
    title: 'Lucky 7 - A',
    board: 'board-sides',
    envelope: resultEnvelope(
      'LUCKY7',
      [['Card', ['QS'], true]],
      [
        ['Winner', ['High Card']],
        ['Odd/Even', ['Even']],
        ['Red/Black', ['Black']],
        ['Line', ['Line 4']],
        ['Card', ['Card Q']],
      ],
    ),
  },
  {
    gameId: 'LUCKY7B',
    title: 'Lucky 7 - B',
    board: 'board-sides',
    envelope: resultEnvelope(
      'LUCKY7B',
      [['Card', ['3D'], true]],
      [
        ['Winner', ['Low Card']],
        ['High/Low', ['Low Card']],
        ['Odd/Even', ['Odd']],
      ],
    ),
  },
];
