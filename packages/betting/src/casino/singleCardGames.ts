import { RANKS, isRed, rankOf, valueOf, type CardCode } from './cards';
import {
  CARD_LABELS,
  HALF_LOSE,
  LOSE,
  ODD_EVEN_NOTE,
  RED_BLACK_NOTE,
  VOID,
  optionList,
  winIf,
  type CasinoGameRules,
  type Outcome,
} from './rules';

/*
 * Payout sources. Lucky 7 (spec section 9): low A-6 and high 8-K 2.0 with a 7 losing half, even
 * 2.10, odd 1.79, red and black 1.95, single card 12.0. Where the spec is silent these are the
 * published figures of the common 20-20 tables (Betfair/Ezugi style "Lucky 7", "Dragon Tiger 20-20",
 * "Amar Akbar Anthony" rule sheets): Lucky 7 lines 1 to 3 (4.00); Dragon/Tiger 2.00 with half the
 * stake lost on a tie, tie 11.00, pair 51.00, side even 2.10 / odd 1.79 / red and black 1.97, side
 * card 12.00 (the spec's "sections headed 12.00"); AAA Amar 2.12/2.17, Akbar 3.15/3.25, Anthony
 * 4.15/4.30, even 2.12, odd 1.83, red/black 1.97, under/over 7 2.00 (a 7 loses both), card 12.00.
 * Odd means an odd rank value with A=1, J=11, Q=12, K=13 (so A, 3, 5, 7, 9, J, K are odd).
 */

const isOdd = (card: CardCode) => valueOf(card) % 2 === 1;
const cardLabel = (card: CardCode) => rankOf(card);

const lucky7Lines: Record<string, readonly string[]> = {
  'Line 1': ['A', '2', '3'],
  'Line 2': ['4', '5', '6'],
  'Line 3': ['8', '9', '10'],
  'Line 4': ['J', 'Q', 'K'],
};

const LUCKY7_DECKS = 8;

export const lucky7: CasinoGameRules = {
  gameId: 'LUCKY7',
  decks: LUCKY7_DECKS,
  options: optionList([
    ['Low Card', 2, 0, 'main'],
    ['High Card', 2, 0, 'main'],
    ['Even', 2.1, 0, 'parity'],
    ['Odd', 1.79, 0, 'parity'],
    ['Red', 1.95, 0, 'colour'],
    ['Black', 1.95, 0, 'colour'],
    ['Line 1', 4, 0, 'lines'],
    ['Line 2', 4, 0, 'lines'],
    ['Line 3', 4, 0, 'lines'],
    ['Line 4', 4, 0, 'lines'],
    ...CARD_LABELS.map(
      (label, i) => [`Card ${i < 10 ? i + 1 : label}`, 12, 0, 'cards'] as [string, number, number, string],
    ),
  ]),
  deal: (shoe) => ({ card: [shoe[0]!] }),
  dealNote: 'The card is the first card of the shoe.',
  judge: ({ card }) => {
    const c = card![0]!;
    const value = valueOf(c);
    const winner = value === 7 ? '7' : value < 7 ? 'L' : 'H';
    const outcome = (name: string): Outcome => {
      if (name === 'Low Card') return value === 7 ? HALF_LOSE : winIf(value < 7);
      if (name === 'High Card') return value === 7 ? HALF_LOSE : winIf(value > 7);
      if (name === 'Even') return winIf(!isOdd(c));
      if (name === 'Odd') return winIf(isOdd(c));
      if (name === 'Red') return winIf(isRed(c));
      if (name === 'Black') return winIf(!isRed(c));
      if (name in lucky7Lines) return winIf(lucky7Lines[name]!.includes(cardLabel(c)));
      const label = name.replace('Card ', '');
      return winIf(label === (value <= 10 ? String(value) : cardLabel(c)));
    };
    return {
      winner,
      winnerLabel: winner === '7' ? 'Tie (7)' : winner === 'L' ? 'Low Card' : 'High Card',
      lines: [{ resultFor: 'Card', result: [c], isWinning: true }],
      outcome,
    };
  },
  chipClass: (w) => (w === 'L' ? 'a' : w === 'H' ? 'b' : 'c'),
  chipText: (w) => (w === '7' ? 'T' : w),
  resultGroups: { main: 'High/Low', parity: 'Odd/Even', colour: 'Red/Black', lines: 'Line', cards: 'Card' },
  ruleNotes: [
    `One card is dealt from a shoe of ${LUCKY7_DECKS} decks (${LUCKY7_DECKS * 52} cards).`,
    'Low Card wins on A to 6 and High Card on 8 to K; on a 7 both lose half the stake.',
    ODD_EVEN_NOTE,
    RED_BLACK_NOTE,
    ...Object.entries(lucky7Lines).map(([line, ranks]) => `${line} wins on ${ranks.join(', ')}.`),
    'Card 1 to Card 10, Card J, Card Q and Card K win on that rank.',
  ],
};

function dragonTiger(gameId: string): CasinoGameRules {
  const side = (name: 'Dragon' | 'Tiger') =>
    [
      [`${name} Even`, 2.1, 0, name],
      [`${name} Odd`, 1.79, 0, name],
      [`${name} Red`, 1.97, 0, name],
      [`${name} Black`, 1.97, 0, name],
      ...CARD_LABELS.map((label) => [`${name} Card ${label}`, 12, 0, `${name} cards`]),
    ] as Array<[string, number, number, string]>;
  return {
    gameId,
    decks: 1,
    options: optionList([
      ['Dragon', 2, 0, 'main'],
      ['Tie', 11, 0, 'main'],
      ['Tiger', 2, 0, 'main'],
      ['Pair', 51, 0, 'main'],
      ...side('Dragon'),
      ...side('Tiger'),
    ]),
    deal: (shoe) => ({ dragon: [shoe[0]!], tiger: [shoe[1]!] }),
    dealNote: 'Dragon gets the first card of the shoe and Tiger the second.',
    judge: ({ dragon, tiger }) => {
      const d = dragon![0]!;
      const t = tiger![0]!;
      const diff = valueOf(d) - valueOf(t);
      const winner = diff > 0 ? 'D' : diff < 0 ? 'T' : 'TIE';
      const outcome = (name: string): Outcome => {
        if (name === 'Dragon' || name === 'Tiger')
          return diff === 0 ? HALF_LOSE : winIf((name === 'Dragon') === diff > 0);
        if (name === 'Tie') return winIf(diff === 0);
        if (name === 'Pair') return winIf(diff === 0 && isRed(d) === isRed(t));
        const [sideName, what, label] = name.split(' ');
        const card = sideName === 'Dragon' ? d : t;
        if (what === 'Even') return winIf(!isOdd(card));
        if (what === 'Odd') return winIf(isOdd(card));
        if (what === 'Red') return winIf(isRed(card));
        if (what === 'Black') return winIf(!isRed(card));
        if (what === 'Card') return winIf(label === cardLabel(card));
        return VOID;
      };
      return {
        winner,
        winnerLabel: winner === 'D' ? 'Dragon' : winner === 'T' ? 'Tiger' : 'Tie',
        lines: [
          { resultFor: 'Dragon', result: [d], isWinning: diff > 0 },
          { resultFor: 'Tiger', result: [t], isWinning: diff < 0 },
        ],
        outcome,
      };
    },
    chipClass: (w) => (w === 'D' ? 'a' : w === 'T' ? 'b' : 'c'),
    chipText: (w) => (w === 'TIE' ? 'T' : w),
    resultGroups: {
      main: 'Main',
      Dragon: 'Dragon',
      'Dragon cards': 'Dragon Card',
      Tiger: 'Tiger',
      'Tiger cards': 'Tiger Card',
    },
    ruleNotes: [
      'Dragon and Tiger get one card each; the higher rank wins, A lowest and K highest.',
      'On a tie (the same rank) Tie wins and bets on Dragon and Tiger lose half the stake.',
      'Pair wins when both cards have the same rank and the same colour.',
      ODD_EVEN_NOTE,
      RED_BLACK_NOTE,
      'Dragon Card and Tiger Card bets win on that side’s rank.',
    ],
  };
}

export const dragonTiger20 = dragonTiger('DRAGON_TIGER_20');
export const dragonTiger202 = dragonTiger('DRAGON_TIGER_202');

const AAA_BANDS = [
  ['Amar', 1, 6, 'A'],
  ['Akbar', 7, 10, 'B'],
  ['Anthony', 11, 13, 'C'],
] as const;

export const amarAkbarAnthony: CasinoGameRules = {
  gameId: 'AAA',
  decks: 1,
  options: optionList([
    ['Amar', 2.12, 2.17, 'main'],
    ['Akbar', 3.15, 3.25, 'main'],
    ['Anthony', 4.15, 4.3, 'main'],
    ['Even', 2.12, 0, 'side'],
    ['Odd', 1.83, 0, 'side'],
    ['Red', 1.97, 0, 'side'],
    ['Black', 1.97, 0, 'side'],
    ['Under 7', 2, 0, 'side'],
    ['Over 7', 2, 0, 'side'],
    ...CARD_LABELS.map((label) => [`Card ${label}`, 12, 0, 'cards'] as [string, number, number, string]),
  ]),
  deal: (shoe) => ({ card: [shoe[0]!] }),
  dealNote: 'The card is the first card of the shoe; its value names Amar, Akbar or Anthony.',
  judge: ({ card }) => {
    const c = card![0]!;
    const value = valueOf(c);
    const band = AAA_BANDS.find(([, lo, hi]) => value >= lo && value <= hi)!;
    const outcome = (name: string): Outcome => {
      const named = AAA_BANDS.find(([n]) => n === name);
      if (named) return winIf(named === band);
      if (name === 'Even') return winIf(!isOdd(c));
      if (name === 'Odd') return winIf(isOdd(c));
      if (name === 'Red') return winIf(isRed(c));
      if (name === 'Black') return winIf(!isRed(c));
      if (name === 'Under 7') return winIf(value < 7);
      if (name === 'Over 7') return winIf(value > 7);
      if (name.startsWith('Card ')) return winIf(name.slice(5) === cardLabel(c));
      return LOSE;
    };
    return {
      winner: band[3],
      winnerLabel: band[0],
      lines: [{ resultFor: band[0], result: [c], isWinning: true }],
      outcome,
    };
  },
  chipClass: (w) => (w === 'A' ? 'a' : w === 'B' ? 'b' : 'c'),
  chipText: (w) => w,
  resultGroups: { main: 'Winner', side: 'Side bets', cards: 'Card' },
  ruleNotes: [
    `One card is dealt: ${AAA_BANDS.map(([name, lo, hi]) => `${name} wins on ${RANKS[lo - 1]} to ${RANKS[hi - 1]}`).join(', ')}.`,
    'Under 7 wins on A to 6 and Over 7 on 8 to K; a 7 loses both.',
    ODD_EVEN_NOTE,
    RED_BLACK_NOTE,
    'Card bets win on that rank.',
  ],
};
