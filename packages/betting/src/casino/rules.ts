import type { CardCode } from './cards';

/** One bettable box of a table; odds are decimal (a back pays (odds - 1) × stake). lay 0 = back only. */
export type CasinoOption = { selectionId: number; runnerName: string; back: number; lay: number; group: string };

/** What a round did to one option. halfLose: a back loses half its stake (e.g. Low/High on a 7). */
export type Outcome = { kind: 'win'; odds?: number } | { kind: 'lose' } | { kind: 'void' } | { kind: 'halfLose' };

/** The dealt cards per side, e.g. { dragon: ['AS'], tiger: ['KH'] }. */
export type DealtCards = Record<string, CardCode[]>;

export type ResultLine = { resultFor: string; result: string[]; isWinning: boolean };

export type RoundVerdict = {
  /** Winner code of the last-results strip (e.g. 'D', 'T', 'TIE'). */
  winner: string;
  /** The winner in words ('Dragon', 'Tie', ...), the ledger's "won by". */
  winnerLabel: string;
  /** Per side / per result line, for the result popup (issue 6). */
  lines: ResultLine[];
  outcome: (runnerName: string) => Outcome;
};

export type ChipClass = 'a' | 'b' | 'c' | 'd';

export type CasinoGameRules = {
  gameId: string;
  /** Decks in the shoe (Lucky 7: 8, spec section 9). */
  decks: number;
  options: readonly CasinoOption[];
  /** Deals the round from the top of the shuffled shoe. */
  deal: (shoe: readonly CardCode[]) => DealtCards;
  /** What `deal` does, in plain words for the fairness page: which cards of the shoe go where. */
  dealNote: string;
  judge: (cards: DealtCards) => RoundVerdict;
  /** Colour class of a last-result chip for a winner code (spec section 2). */
  chipClass: (winner: string) => ChipClass;
  /** Text of the chip. */
  chipText: (winner: string) => string;
  /**
   * How the result popup names each option group's winners ('High/Low', 'Suit', ...). Groups
   * sharing a label form one row; groups left out are not shown.
   */
  resultGroups: Readonly<Record<string, string>>;
  /** The rules panel's sentences: how the round is dealt and judged, and the payouts that are not plain odds. */
  ruleNotes: readonly string[];
};

export const WIN: Outcome = { kind: 'win' };
export const LOSE: Outcome = { kind: 'lose' };
export const VOID: Outcome = { kind: 'void' };
export const HALF_LOSE: Outcome = { kind: 'halfLose' };
export const winIf = (condition: boolean): Outcome => (condition ? WIN : LOSE);

/** Builds options with consecutive selection ids, in the spec's order. */
export function optionList(
  rows: Array<[runnerName: string, back: number, lay: number, group: string]>,
): CasinoOption[] {
  return rows.map(([runnerName, back, lay, group], i) => ({ selectionId: i + 1, runnerName, back, lay, group }));
}

/** Rule sentences several tables share. */
export const ODD_EVEN_NOTE =
  'Odd and Even count A as 1, J as 11, Q as 12 and K as 13 (A, 3, 5, 7, 9, J and K are odd).';
export const RED_BLACK_NOTE = 'Red is hearts and diamonds, Black is spades and clubs.';

/** A win at decimal odds `odds` as the rules text says it: '1 to 0.5' for 1.5. */
export const oneTo = (odds: number): string => `1 to ${Number((odds - 1).toFixed(2))}`;

/** Lucky 7, AAA and Dragon Tiger label single cards A, 2..10, J, Q, K. */
export const CARD_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
