import { describe, expect, it } from 'vitest';
import { CASINO_TABLES } from './catalogue';
import type { CardCode } from './cards';
import { netProfitLossPaise, resultSummary, resultTotalAmount } from './results';
import { CASINO_GAMES, settleCasinoBet } from './settlement';
import { PAIR_PLUS_ODDS } from './teenPatti';

const c = (...cards: string[]) => cards as CardCode[];

describe('resultSummary: the popup rows a round decided', () => {
  it('Lucky 7, queen of spades: winner, then each group under its label', () => {
    expect(resultSummary('LUCKY7', { card: c('QS') })).toEqual([
      { resultFor: 'Winner', result: ['High Card'] },
      { resultFor: 'Odd/Even', result: ['Even'] },
      { resultFor: 'Red/Black', result: ['Black'] },
      { resultFor: 'Line', result: ['Line 4'] },
      { resultFor: 'Card', result: ['Card Q'] },
    ]);
  });

  it('Lucky 7 on a 7: no High/Low row, the winner says tie', () => {
    const rows = resultSummary('LUCKY7', { card: c('7D') });
    expect(rows[0]).toEqual({ resultFor: 'Winner', result: ['Tie (7)'] });
    expect(rows.map((r) => r.resultFor)).not.toContain('High/Low');
  });

  it('Andar Bahar 2: Winner, Andar bets, Odd/Even, Suit and Joker rows', () => {
    const rows = resultSummary('ABJ', { joker: c('5S'), andar: c('2H', '5D'), bahar: c('KC') });
    expect(rows).toEqual([
      { resultFor: 'Winner', result: ['Andar'] },
      { resultFor: 'Andar', result: ['1st Bet Player A', '2nd Bet Player A'] },
      { resultFor: 'Odd/Even', result: ['Joker ODD'] },
      { resultFor: 'Suit', result: ['Joker Spade'] },
      { resultFor: 'Joker', result: ['Joker 5'] },
    ]);
  });

  it('1 Day Teen Patti: the six cards odd/even in one row, in dealing order', () => {
    const rows = resultSummary('TEEN', { playerA: c('2S', '4S', '6S'), playerB: c('3H', '9C', 'KD') });
    expect(rows.find((r) => r.resultFor === 'Odd/Even')!.result).toEqual([
      'Card 1 Even',
      'Card 2 Odd',
      'Card 3 Even',
      'Card 4 Odd',
      'Card 5 Even',
      'Card 6 Odd',
    ]);
  });

  it('an unknown game has no rows', () => {
    expect(resultSummary('NOPE', {})).toEqual([]);
  });
});

describe('totals', () => {
  it('nets settled bets in paise and counts open ones as nothing', () => {
    expect(netProfitLossPaise([100_00, -50_00, null])).toBe(50_00);
  });

  it('Total Amount is the negative of the profit/loss, exact to the paisa', () => {
    expect(resultTotalAmount([0.1, 0.2])).toBe(-0.3);
    expect(resultTotalAmount([-100, null])).toBe(100);
    expect(Object.is(resultTotalAmount([]), 0)).toBe(true);
  });
});

describe('rules notes say what the engine pays', () => {
  it('every table has notes and labels for its option groups', () => {
    for (const { gameId } of CASINO_TABLES) {
      const rules = CASINO_GAMES[gameId]!;
      expect(rules.ruleNotes.length).toBeGreaterThan(0);
      for (const option of rules.options) expect(rules.resultGroups[option.group]).toBeTruthy();
    }
  });

  it('pair plus lists each hand class at the odds settlement pays', () => {
    const note = CASINO_GAMES.TEEN_20!.ruleNotes.join(' ');
    for (const [handClass, odds] of Object.entries(PAIR_PLUS_ODDS))
      expect(note).toContain(`${handClass} 1 to ${odds! - 1}`);
    const outcome = CASINO_GAMES.TEEN_20!.judge({ playerA: c('5S', '5H', '5D'), playerB: c('2C', '7D', '9H') }).outcome(
      'Pair plus A',
    );
    expect(settleCasinoBet({ isBack: true, odds: 2, stakePaise: 100_00 }, outcome)).toBe(
      (PAIR_PLUS_ODDS.Trio! - 1) * 100_00,
    );
  });

  it("Andar's first-card win: the note's 1 to 0.5 is what settlement pays", () => {
    expect(CASINO_GAMES.ABJ!.ruleNotes.join(' ')).toContain('1 to 0.5');
    const outcome = CASINO_GAMES.ABJ!.judge({ joker: c('5S'), andar: c('5H'), bahar: [] }).outcome('1st Bet Player A');
    expect(settleCasinoBet({ isBack: true, odds: 2, stakePaise: 100_00 }, outcome)).toBe(50_00);
  });

  it('Lucky 7 says its shoe and AAA its bands', () => {
    expect(CASINO_GAMES.LUCKY7!.ruleNotes[0]).toContain('8 decks (416 cards)');
    expect(CASINO_GAMES.AAA!.ruleNotes[0]).toBe(
      'One card is dealt: Amar wins on A to 6, Akbar wins on 7 to 10, Anthony wins on J to K.',
    );
  });
});
