import { describe, expect, it } from 'vitest';
import type { CardCode } from './cards';
import { CASINO_GAMES, casinoLiabilityPaise, casinoProfitLoss, settleCasinoBet } from './settlement';
import type { DealtCards, Outcome } from './rules';

const outcomes = (gameId: string, cards: DealtCards) => {
  const verdict = CASINO_GAMES[gameId]!.judge(cards);
  return { verdict, of: (name: string): Outcome => verdict.outcome(name) };
};
const k = (o: Outcome) => (o.kind === 'win' && o.odds ? `win@${o.odds}` : o.kind);
const c = (...cards: string[]) => cards as CardCode[];

describe('the catalogue lists the spec options', () => {
  it.each([
    [
      'LUCKY7',
      [
        'Low Card',
        'High Card',
        'Even',
        'Odd',
        'Red',
        'Black',
        'Line 1',
        'Line 2',
        'Line 3',
        'Line 4',
        'Card 1',
        'Card 10',
        'Card J',
        'Card Q',
        'Card K',
      ],
      23,
    ],
    ['WORLI2', ['1', '9', '0', 'Line 1', 'Line 2', 'Odd', 'Even'], 14],
    [
      'DRAGON_TIGER_20',
      ['Dragon', 'Tie', 'Tiger', 'Pair', 'Dragon Even', 'Tiger Black', 'Dragon Card A', 'Tiger Card K'],
      38,
    ],
    ['TEEN', ['Player A', 'Player B', 'Player A Consecutive', 'Card 1 Odd', 'Card 6 Even'], 16],
    ['TEEN_20', ['Player A', 'Player B'], 4],
    [
      'AAA',
      ['Amar', 'Akbar', 'Anthony', 'Even', 'Odd', 'Red', 'Black', 'Under 7', 'Over 7', 'Card A', 'Card 10', 'Card K'],
      22,
    ],
    [
      'ABJ',
      [
        'SA',
        'SB',
        '1st Bet Player A',
        '2nd Bet Player A',
        '1st Bet Player B',
        '2nd Bet Player B',
        'Joker ODD',
        'Joker EVEN',
        'Joker Spade',
        'Joker Club',
        'Joker Heart',
        'Joker Diamond',
        'Joker A',
        'Joker 10',
        'Joker K',
      ],
      25,
    ],
  ])('%s', (gameId, names, count) => {
    const options = CASINO_GAMES[gameId]!.options;
    expect(options).toHaveLength(count);
    for (const name of names) expect(options.map((o) => o.runnerName)).toContain(name);
    expect(new Set(options.map((o) => o.selectionId)).size).toBe(count);
  });
});

describe('winner rules and every option settled, hand-worked deals', () => {
  it('Lucky 7: a 7 is a tie for low/high (half lost), odd, and single card 7', () => {
    const { verdict, of } = outcomes('LUCKY7', { card: c('7H') });
    expect(verdict.winner).toBe('7');
    expect([of('Low Card'), of('High Card')].map(k)).toEqual(['halfLose', 'halfLose']);
    expect([of('Odd'), of('Even'), of('Red'), of('Black'), of('Card 7'), of('Card 8')].map(k)).toEqual([
      'win',
      'lose',
      'win',
      'lose',
      'win',
      'lose',
    ]);
    expect(['Line 1', 'Line 2', 'Line 3', 'Line 4'].map((n) => k(of(n)))).toEqual(['lose', 'lose', 'lose', 'lose']);
  });

  it('Lucky 7: a queen of spades is high, even, black, line 4, card Q', () => {
    const { verdict, of } = outcomes('LUCKY7', { card: c('QS') });
    expect(verdict.winner).toBe('H');
    expect(
      ['Low Card', 'High Card', 'Even', 'Odd', 'Red', 'Black', 'Line 4', 'Card Q', 'Card 10'].map((n) => k(of(n))),
    ).toEqual(['lose', 'win', 'win', 'lose', 'lose', 'win', 'win', 'win', 'lose']);
    expect(outcomes('LUCKY7', { card: c('AD') }).verdict.winner).toBe('L');
    expect(k(outcomes('LUCKY7', { card: c('AD') }).of('Card 1'))).toBe('win');
  });

  it('Instant Worli: 7 + K + 6 = 13 gives digit 3 (odd, line 1)', () => {
    const { verdict, of } = outcomes('WORLI2', { cards: c('7S', 'KD', '6H') });
    expect(verdict.winner).toBe('3');
    expect(['3', '4', 'Line 1', 'Line 2', 'Odd', 'Even'].map((n) => k(of(n)))).toEqual([
      'win',
      'lose',
      'win',
      'lose',
      'win',
      'lose',
    ]);
    expect(outcomes('WORLI2', { cards: c('10S', 'JD', 'QH') }).verdict.winner).toBe('0');
    expect(['0', 'Line 2', 'Even'].map((n) => k(outcomes('WORLI2', { cards: c('10S', 'JD', 'QH') }).of(n)))).toEqual([
      'win',
      'win',
      'win',
    ]);
  });

  it('Dragon Tiger: higher card wins; side bets by each card', () => {
    const { verdict, of } = outcomes('DRAGON_TIGER_20', { dragon: c('KH'), tiger: c('2S') });
    expect(verdict.winner).toBe('D');
    expect(
      [
        'Dragon',
        'Tiger',
        'Tie',
        'Pair',
        'Dragon Odd',
        'Dragon Red',
        'Dragon Card K',
        'Tiger Even',
        'Tiger Black',
        'Tiger Card 2',
        'Tiger Card 3',
      ].map((n) => k(of(n))),
    ).toEqual(['win', 'lose', 'lose', 'lose', 'win', 'win', 'win', 'win', 'win', 'win', 'lose']);
  });

  it('Dragon Tiger: a tie halves Dragon and Tiger, pays Tie; Pair only on the same colour', () => {
    const tie = outcomes('DRAGON_TIGER_202', { dragon: c('9H'), tiger: c('9D') });
    expect(tie.verdict.winner).toBe('TIE');
    expect(['Dragon', 'Tiger', 'Tie', 'Pair'].map((n) => k(tie.of(n)))).toEqual(['halfLose', 'halfLose', 'win', 'win']);
    expect(k(outcomes('DRAGON_TIGER_20', { dragon: c('9H'), tiger: c('9S') }).of('Pair'))).toBe('lose');
  });

  it('Teen Patti 20: better hand wins, pair plus pays by hand class, exact tie voids the main bets', () => {
    const trioVsStraight = outcomes('TEEN_20', { playerA: c('5S', '5H', '5D'), playerB: c('9C', '10D', 'JS') });
    expect(trioVsStraight.verdict.winner).toBe('A');
    expect(['Player A', 'Player B', 'Pair plus A', 'Pair plus B'].map((n) => k(trioVsStraight.of(n)))).toEqual([
      'win',
      'lose',
      'win@31',
      'win@7',
    ]);
    const flushVsPair = outcomes('TEEN_20', { playerA: c('2H', '7H', 'JH'), playerB: c('KS', 'KD', '4C') });
    expect(['Player A', 'Pair plus A', 'Pair plus B'].map((n) => k(flushVsPair.of(n)))).toEqual([
      'win',
      'win@5',
      'win@2',
    ]);
    const sfVsHigh = outcomes('TEEN_20', { playerA: c('2C', '9D', 'KS'), playerB: c('4D', '5D', '6D') });
    expect(sfVsHigh.verdict.winner).toBe('B');
    expect(['Pair plus A', 'Pair plus B'].map((n) => k(sfVsHigh.of(n)))).toEqual(['lose', 'win@41']);
    const tie = outcomes('TEEN_20', { playerA: c('AS', 'KD', '9C'), playerB: c('AH', 'KC', '9D') });
    expect(tie.verdict.winner).toBe('T');
    expect(['Player A', 'Player B'].map((n) => k(tie.of(n)))).toEqual(['void', 'void']);
  });

  it('1 Day Teen Patti: consecutive and card odd/even in dealing order', () => {
    const { verdict, of } = outcomes('TEEN', { playerA: c('4S', '5H', '6D'), playerB: c('QC', 'QD', '2S') });
    expect(verdict.winner).toBe('A');
    // Dealing order: 4S QC 5H QD 6D 2S.
    expect(['Player A', 'Player B', 'Player A Consecutive', 'Player B Consecutive'].map((n) => k(of(n)))).toEqual([
      'win',
      'lose',
      'win',
      'lose',
    ]);
    expect([1, 2, 3, 4, 5, 6].map((n) => k(of(`Card ${n} Even`)))).toEqual(['win', 'win', 'lose', 'win', 'win', 'win']);
    expect(k(of('Card 3 Odd'))).toBe('win');
  });

  it('Amar Akbar Anthony: bands A-6, 7-10, J-K; a 7 loses under and over 7', () => {
    const seven = outcomes('AAA', { card: c('7C') });
    expect(seven.verdict.winner).toBe('B');
    expect(
      ['Amar', 'Akbar', 'Anthony', 'Under 7', 'Over 7', 'Odd', 'Black', 'Card 7'].map((n) => k(seven.of(n))),
    ).toEqual(['lose', 'win', 'lose', 'lose', 'lose', 'win', 'win', 'win']);
    expect(outcomes('AAA', { card: c('6D') }).verdict.winner).toBe('A');
    expect(outcomes('AAA', { card: c('JD') }).verdict.winner).toBe('C');
    expect(['Under 7', 'Over 7', 'Even'].map((n) => k(outcomes('AAA', { card: c('6D') }).of(n)))).toEqual([
      'win',
      'lose',
      'win',
    ]);
  });

  it('Andar Bahar: the side where the joker rank appears wins; first-card Andar pays 1 to 0.5, SA 1 to 14', () => {
    const first = outcomes('ABJ', { joker: c('8H'), andar: c('8S'), bahar: [] });
    expect(first.verdict.winner).toBe('A');
    expect(
      [
        'SA',
        'SB',
        '1st Bet Player A',
        '1st Bet Player B',
        '2nd Bet Player A',
        'Joker EVEN',
        'Joker Heart',
        'Joker 8',
        'Joker 9',
      ].map((n) => k(first.of(n))),
    ).toEqual(['win', 'lose', 'win@1.5', 'lose', 'void', 'win', 'win', 'win', 'lose']);
    const later = outcomes('ABJ', { joker: c('JC'), andar: c('2S', '3S'), bahar: c('4S', 'JD') });
    expect(later.verdict.winner).toBe('B');
    expect(
      [
        'SA',
        'SB',
        '1st Bet Player A',
        '1st Bet Player B',
        '2nd Bet Player A',
        '2nd Bet Player B',
        'Joker ODD',
        'Joker Club',
      ].map((n) => k(later.of(n))),
    ).toEqual(['lose', 'lose', 'lose', 'win', 'lose', 'win', 'win', 'win']);
  });
});

describe('money of a casino bet, in paise', () => {
  const back = { isBack: true, odds: 1.98, stakePaise: 100_00 };
  const lay = { isBack: false, odds: 2.17, stakePaise: 100_00 };

  it('plain back/lay profit and loss (spec 9)', () => {
    expect(casinoProfitLoss(back)).toEqual({ profitPaise: 98_00, lossPaise: 100_00 });
    expect(casinoProfitLoss(lay)).toEqual({ profitPaise: 100_00, lossPaise: 117_00 });
    expect(casinoLiabilityPaise(lay)).toBe(117_00);
  });

  it.each([
    ['back win', back, { kind: 'win' }, 98_00],
    ['back lose', back, { kind: 'lose' }, -100_00],
    ['back half', back, { kind: 'halfLose' }, -50_00],
    ['back void', back, { kind: 'void' }, 0],
    ['back pair plus trio', { ...back, odds: 2 }, { kind: 'win', odds: 31 }, 3000_00],
    ['lay: option wins', lay, { kind: 'win' }, -117_00],
    ['lay: option loses', lay, { kind: 'lose' }, 100_00],
    ['lay: half', lay, { kind: 'halfLose' }, 50_00],
    ['lucky 7 odd 1.79 on 333', { isBack: true, odds: 1.79, stakePaise: 333_00 }, { kind: 'win' }, 263_07],
  ] as const)('%s', (_n, terms, outcome, expected) => {
    expect(settleCasinoBet(terms, outcome as Outcome)).toBe(expected);
  });
});
