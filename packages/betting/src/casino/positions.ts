import type { Paise } from '../money';
import { CARD_LABELS } from './rules';
import { casinoProfitLoss, type CasinoBetTerms } from './settlement';

const cards = (prefix: string) => CARD_LABELS.map((label) => `${prefix}${label}`);
const dtSide = (side: string) => [
  [`${side} Even`, `${side} Odd`],
  [`${side} Red`, `${side} Black`],
  cards(`${side} Card `),
];
const dragonTiger = [['Dragon', 'Tie', 'Tiger'], ...dtSide('Dragon'), ...dtSide('Tiger')];

/**
 * Options of which at most one can win a round, per table. A bet on one member of a set loses
 * when another member wins, which is what the position under each box shows.
 */
export const EXCLUSIVE_OPTIONS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  LUCKY7: [
    ['Low Card', 'High Card'],
    ['Even', 'Odd'],
    ['Red', 'Black'],
    ['Line 1', 'Line 2', 'Line 3', 'Line 4'],
    [
      'Card 1',
      'Card 2',
      'Card 3',
      'Card 4',
      'Card 5',
      'Card 6',
      'Card 7',
      'Card 8',
      'Card 9',
      'Card 10',
      'Card J',
      'Card Q',
      'Card K',
    ],
  ],
  WORLI2: [
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
    ['Line 1', 'Line 2'],
    ['Odd', 'Even'],
  ],
  DRAGON_TIGER_20: dragonTiger,
  DRAGON_TIGER_202: dragonTiger,
  TEEN: [['Player A', 'Player B']],
  TEEN_20: [['Player A', 'Player B']],
  AAA: [['Amar', 'Akbar', 'Anthony'], ['Even', 'Odd'], ['Red', 'Black'], ['Under 7', 'Over 7'], cards('Card ')],
  ABJ: [
    ['1st Bet Player A', '1st Bet Player B'],
    ['2nd Bet Player A', '2nd Bet Player B'],
    ['Joker ODD', 'Joker EVEN'],
    ['Joker Spade', 'Joker Club', 'Joker Heart', 'Joker Diamond'],
    cards('Joker '),
  ],
};

export type PositionBet = CasinoBetTerms & { runnerName: string };

/**
 * The position under each box: what the player's bets on that box and on the boxes it excludes
 * would make if that box won (back wins (odds − 1) × stake and loses the stake; lay the reverse).
 * Boxes the player has no stake in, directly or through an excluded box, are left out.
 */
export function positionsIfWins(gameId: string, bets: readonly PositionBet[]): Record<string, Paise> {
  const sets = EXCLUSIVE_OPTIONS[gameId] ?? [];
  const rivalsOf = (name: string) =>
    new Set(
      sets
        .filter((set) => set.includes(name))
        .flat()
        .filter((n) => n !== name),
    );
  const names = new Set(bets.map((b) => b.runnerName));
  for (const set of sets) if (set.some((n) => names.has(n))) set.forEach((n) => names.add(n));
  const out: Record<string, Paise> = {};
  for (const name of names) {
    const rivals = rivalsOf(name);
    out[name] = bets.reduce((sum, bet) => {
      const { profitPaise, lossPaise } = casinoProfitLoss(bet);
      // A back on the winner wins, a lay on it loses; bets on an excluded box go the other way.
      if (bet.runnerName === name) return sum + (bet.isBack ? profitPaise : -lossPaise);
      if (rivals.has(bet.runnerName)) return sum + (bet.isBack ? -lossPaise : profitPaise);
      return sum;
    }, 0);
  }
  return out;
}
