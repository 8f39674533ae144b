import { rankOf, suitOf, valueOf, SUIT_NAMES, type CardCode } from './cards';
import {
  CARD_LABELS,
  LOSE,
  ODD_EVEN_NOTE,
  VOID,
  oneTo,
  optionList,
  winIf,
  type CasinoGameRules,
  type Outcome,
} from './rules';
import { HAND_CLASSES, PAIR_PLUS_ODDS, compareHands, evaluateHand } from './teenPatti';

/*
 * Payout sources. Teen Patti 20 pair plus: spec section 9. Andar Bahar: spec section 9 (main bets
 * 1 to 1, side bets 1 to 14, and the 1:0.5 it mentions is the first-card Andar win of the 1st bet).
 * Where the spec is silent, the published figures of the common tables: Teen Patti 20-20 and 1 Day
 * main 1.98 (lay 2.02), 1 Day "Consecutive" (the player's hand is a sequence) 25/26, card odd 1.79
 * and even 2.10 as on Lucky 7; Instant Worli single digit 9.00 (1 to 8 plus stake, "single ank"),
 * lines and odd/even 1.98; Andar Bahar joker odd 1.79 / even 2.10, joker suit 3.75, joker rank 12.00.
 */

const isOdd = (card: CardCode) => valueOf(card) % 2 === 1;

/** Player A takes cards 1, 3, 5 of the deal and Player B cards 2, 4, 6, as at the table. */
function dealTwoHands(shoe: readonly CardCode[]) {
  return { playerA: [shoe[0]!, shoe[2]!, shoe[4]!], playerB: [shoe[1]!, shoe[3]!, shoe[5]!] };
}

function teenVerdict(playerA: CardCode[], playerB: CardCode[]) {
  const cmp = compareHands(playerA, playerB);
  const winner = cmp > 0 ? 'A' : cmp < 0 ? 'B' : 'T';
  return {
    cmp,
    winner,
    winnerLabel: winner === 'A' ? 'Player A' : winner === 'B' ? 'Player B' : 'Tie',
    lines: [
      { resultFor: 'Player A', result: playerA, isWinning: cmp > 0 },
      { resultFor: 'Player B', result: playerB, isWinning: cmp < 0 },
    ],
  };
}

const mainOutcome = (cmp: number, forA: boolean): Outcome => (cmp === 0 ? VOID : winIf(forA === cmp > 0));
const TWO_HANDS_NOTE = 'Player A gets cards 1, 3 and 5 of the shoe, Player B cards 2, 4 and 6.';
const teenChip = (w: string) => (w === 'A' ? 'a' : w === 'B' ? 'b' : 'c');

const TEEN_NOTES = [
  `Player A and Player B get three cards each, dealt A, B, A, B, A, B; the better Teen Patti hand wins: ${[...HAND_CLASSES].reverse().join(', ')}.`,
  'In a sequence A-K-Q ranks highest and A-2-3 next; otherwise the ace is high.',
  'A tie returns the bets on Player A and Player B.',
];

const pairPlusNote = `Pair plus pays by that player's own hand: ${HAND_CLASSES.flatMap((c) => {
  const odds = PAIR_PLUS_ODDS[c];
  return odds === undefined ? [] : [`${c} ${oneTo(odds)}`];
}).join(', ')}; a high card loses.`;

export const teenPatti20: CasinoGameRules = {
  gameId: 'TEEN_20',
  decks: 1,
  options: optionList([
    ['Player A', 1.98, 0, 'main'],
    ['Player B', 1.98, 0, 'main'],
    ['Pair plus A', 2, 0, 'pairPlus'],
    ['Pair plus B', 2, 0, 'pairPlus'],
  ]),
  deal: dealTwoHands,
  dealNote: TWO_HANDS_NOTE,
  judge: ({ playerA, playerB }) => {
    const v = teenVerdict(playerA!, playerB!);
    const outcome = (name: string): Outcome => {
      if (name === 'Player A' || name === 'Player B') return mainOutcome(v.cmp, name === 'Player A');
      const hand = evaluateHand(name.endsWith('A') ? playerA! : playerB!);
      const odds = PAIR_PLUS_ODDS[hand.handClass];
      return odds === undefined ? LOSE : { kind: 'win', odds };
    };
    return { winner: v.winner, winnerLabel: v.winnerLabel, lines: v.lines, outcome };
  },
  chipClass: teenChip,
  chipText: (w) => w,
  resultGroups: { main: 'Winner', pairPlus: 'Pair Plus' },
  ruleNotes: [...TEEN_NOTES, pairPlusNote],
};

const sequence = (cards: CardCode[]) => ['Straight', 'Straight Flush'].includes(evaluateHand(cards).handClass);

export const teenPatti1Day: CasinoGameRules = {
  gameId: 'TEEN',
  decks: 1,
  options: optionList([
    ['Player A', 1.98, 2.02, 'main'],
    ['Player B', 1.98, 2.02, 'main'],
    ['Player A Consecutive', 25, 26, 'consecutive'],
    ['Player B Consecutive', 25, 26, 'consecutive'],
    ...[1, 2, 3, 4, 5, 6].flatMap((n) => [
      [`Card ${n} Odd`, 1.79, 0, 'odd'] as [string, number, number, string],
      [`Card ${n} Even`, 2.1, 0, 'even'] as [string, number, number, string],
    ]),
  ]),
  deal: dealTwoHands,
  dealNote: TWO_HANDS_NOTE,
  judge: ({ playerA, playerB }) => {
    const v = teenVerdict(playerA!, playerB!);
    // Cards 1..6 in dealing order: A, B, A, B, A, B.
    const inOrder = [playerA![0]!, playerB![0]!, playerA![1]!, playerB![1]!, playerA![2]!, playerB![2]!];
    const outcome = (name: string): Outcome => {
      if (name === 'Player A' || name === 'Player B') return mainOutcome(v.cmp, name === 'Player A');
      if (name.endsWith('Consecutive')) return winIf(sequence(name.startsWith('Player A') ? playerA! : playerB!));
      const [, n, parity] = name.split(' ');
      const card = inOrder[Number(n) - 1]!;
      return winIf(parity === 'Odd' ? isOdd(card) : !isOdd(card));
    };
    return { winner: v.winner, winnerLabel: v.winnerLabel, lines: v.lines, outcome };
  },
  chipClass: teenChip,
  chipText: (w) => w,
  resultGroups: { main: 'Winner', consecutive: 'Consecutive', odd: 'Odd/Even', even: 'Odd/Even' },
  ruleNotes: [
    ...TEEN_NOTES,
    "Consecutive wins when that player's three cards are in sequence (a Straight or a Straight Flush).",
    `Card 1 to Card 6 are the cards in dealing order; ${ODD_EVEN_NOTE}`,
  ],
};

/** Worli "ank": A=1, 2..9 face value, 10/J/Q/K count 0; the digit is the last digit of the sum. */
const worliValue = (card: CardCode) => (valueOf(card) >= 10 ? 0 : valueOf(card));
export const worliDigit = (cards: readonly CardCode[]) => cards.reduce((sum, c) => sum + worliValue(c), 0) % 10;

export const instantWorli: CasinoGameRules = {
  gameId: 'WORLI2',
  decks: 1,
  options: optionList([
    ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map(
      (d) => [d, 9, 0, 'digits'] as [string, number, number, string],
    ),
    ['Line 1', 1.98, 0, 'groups'],
    ['Line 2', 1.98, 0, 'groups'],
    ['Odd', 1.98, 0, 'groups'],
    ['Even', 1.98, 0, 'groups'],
  ]),
  deal: (shoe) => ({ cards: [shoe[0]!, shoe[1]!, shoe[2]!] }),
  dealNote: 'The three cards are the first three of the shoe.',
  judge: ({ cards }) => {
    const digit = worliDigit(cards!);
    const outcome = (name: string): Outcome => {
      if (name === 'Line 1') return winIf(digit >= 1 && digit <= 5);
      if (name === 'Line 2') return winIf(digit === 0 || digit >= 6);
      if (name === 'Odd') return winIf(digit % 2 === 1);
      if (name === 'Even') return winIf(digit % 2 === 0);
      return winIf(name === String(digit));
    };
    return {
      winner: String(digit),
      winnerLabel: `Digit ${digit}`,
      lines: [{ resultFor: 'Cards', result: cards!, isWinning: true }],
      outcome,
    };
  },
  chipClass: () => 'd',
  chipText: (w) => w,
  resultGroups: { digits: 'Digit', groups: 'Line, Odd/Even' },
  ruleNotes: [
    'Three cards are dealt; the result is the last digit of their sum, counting A as 1, 2 to 9 at face value and 10, J, Q, K as 0.',
    'Line 1 wins on 1 to 5 and Line 2 on 6, 7, 8, 9, 0; Odd wins on 1, 3, 5, 7, 9 and Even on 2, 4, 6, 8, 0.',
  ],
};

/** Andar's 1st Bet when Andar wins with its very first card: 1 to 0.5 (spec section 9). */
const ANDAR_FIRST_CARD_ODDS = 1.5;

/**
 * Andar Bahar: a joker is turned, then cards go to Andar (A) and Bahar (B) alternately, Andar first,
 * until one matches the joker's rank; that side wins. '1st Bet' on a side wins 1 to 1 when that side
 * wins (1 to 0.5 when Andar wins on its very first card); '2nd Bet' is for a round not decided by the
 * first card of each side (void otherwise) and wins 1 to 1; SA / SB win 1 to 14 when the first card
 * of Andar / Bahar matches.
 */
export function dealAndarBahar(shoe: readonly CardCode[]) {
  const joker = shoe[0]!;
  const andar: CardCode[] = [];
  const bahar: CardCode[] = [];
  for (let i = 1; i < shoe.length; i++) {
    const card = shoe[i]!;
    (i % 2 === 1 ? andar : bahar).push(card);
    if (rankOf(card) === rankOf(joker)) break;
  }
  return { joker: [joker], andar, bahar };
}

export const andarBahar2: CasinoGameRules = {
  gameId: 'ABJ',
  decks: 1,
  options: optionList([
    ['SA', 15, 0, 'andar'],
    ['1st Bet Player A', 2, 0, 'andar'],
    ['2nd Bet Player A', 2, 0, 'andar'],
    ['SB', 15, 0, 'bahar'],
    ['1st Bet Player B', 2, 0, 'bahar'],
    ['2nd Bet Player B', 2, 0, 'bahar'],
    ['Joker ODD', 1.79, 0, 'joker'],
    ['Joker EVEN', 2.1, 0, 'joker'],
    ...(['S', 'C', 'H', 'D'] as const).map(
      (s) => [`Joker ${SUIT_NAMES[s]}`, 3.75, 0, 'jokerSuit'] as [string, number, number, string],
    ),
    ...CARD_LABELS.map((label) => [`Joker ${label}`, 12, 0, 'jokerCard'] as [string, number, number, string]),
  ]),
  deal: dealAndarBahar,
  dealNote:
    'The joker is the first card of the shoe; the next cards go to Andar, Bahar, Andar, ... in shoe order until one has the rank of the joker.',
  judge: ({ joker, andar, bahar }) => {
    const j = joker![0]!;
    const andarWins = andar!.length > bahar!.length;
    const dealt = andar!.length + bahar!.length;
    const outcome = (name: string): Outcome => {
      if (name === 'SA') return winIf(andarWins && andar!.length === 1);
      if (name === 'SB') return winIf(!andarWins && bahar!.length === 1);
      if (name === '1st Bet Player A')
        return andarWins && dealt === 1 ? { kind: 'win', odds: ANDAR_FIRST_CARD_ODDS } : winIf(andarWins);
      if (name === '1st Bet Player B') return winIf(!andarWins);
      if (name === '2nd Bet Player A') return dealt <= 2 ? VOID : winIf(andarWins);
      if (name === '2nd Bet Player B') return dealt <= 2 ? VOID : winIf(!andarWins);
      if (name === 'Joker ODD') return winIf(isOdd(j));
      if (name === 'Joker EVEN') return winIf(!isOdd(j));
      const what = name.slice('Joker '.length);
      if (Object.values(SUIT_NAMES).includes(what)) return winIf(SUIT_NAMES[suitOf(j)] === what);
      return winIf(what === rankOf(j));
    };
    return {
      winner: andarWins ? 'A' : 'B',
      winnerLabel: andarWins ? 'Andar' : 'Bahar',
      lines: [
        { resultFor: 'Joker', result: [j], isWinning: false },
        { resultFor: 'Andar', result: andar!, isWinning: andarWins },
        { resultFor: 'Bahar', result: bahar!, isWinning: !andarWins },
      ],
      outcome,
    };
  },
  chipClass: (w) => (w === 'A' ? 'a' : 'b'),
  chipText: (w) => w,
  resultGroups: { andar: 'Andar', bahar: 'Bahar', joker: 'Odd/Even', jokerSuit: 'Suit', jokerCard: 'Joker' },
  ruleNotes: [
    "A joker card is turned, then cards go to Andar and Bahar in turn, Andar first, until one matches the joker's rank: that side wins.",
    `1st Bet on the winning side wins at its odds, or ${oneTo(ANDAR_FIRST_CARD_ODDS)} when Andar wins with its very first card.`,
    '2nd Bet on the winning side wins at its odds; it is void (stake returned) when the round ends within the first two cards.',
    'SA and SB win when the first card of Andar or of Bahar matches the joker.',
    `Joker ODD / EVEN, suit and rank bets are on the joker card; ${ODD_EVEN_NOTE}`,
  ],
};
