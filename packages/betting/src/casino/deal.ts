import { shuffledShoe } from './fairness';
import type { DealtCards, RoundVerdict } from './rules';
import { gameRules } from './settlement';

/**
 * A round as its seed deals it: the cards per side, and the verdict on them, whose `lines` are the
 * card slots the result popup shows (casinoCardResultMaps: 'Dragon' → ['KH'], 'Andar' → [...]).
 */
export type DealtRound = { cards: DealtCards; verdict: RoundVerdict };

/**
 * The one deal of a casino round, used by the API's engine to deal and by anyone checking a round
 * afterwards: the table's decks, shuffled by the seed alone (shuffledShoe), dealt from the top by
 * the table's rules, then judged. It reads nothing but the game and the seed (every round starts
 * from a fresh shoe, and Andar Bahar deals until its match from that shoe), so the revealed seed
 * reproduces the round exactly.
 */
export function dealRound(gameId: string, seed: string): DealtRound {
  const rules = gameRules(gameId);
  if (!rules) throw new RangeError(`Unknown casino game ${gameId}`);
  const cards = rules.deal(shuffledShoe(seed, rules.decks));
  return { cards, verdict: rules.judge(cards) };
}
