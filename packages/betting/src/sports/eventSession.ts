import type { Paise } from '../money';
import { exposureOf } from './position';
import { profitLoss, type BetSide } from './profitLoss';

/**
 * fancy1: YES (back) or NO (lay) at decimal odds on an event happening ("Six in 8th over IND").
 * A market is decided with 1 when its event happened and 0 when it did not.
 */
export const EVENT_HAPPENED = 1;
export const EVENT_NOT_HAPPENED = 0;

export type EventBet = { side: BetSide; odds: number; stakePaise: Paise };

/** YES wins when the event happened, NO when it did not. */
export function eventBetWins(side: BetSide, happened: boolean): boolean {
  return side === 'back' ? happened : !happened;
}

/**
 * The player's position in each outcome, every bet paid by the plain back/lay rule: YES wins
 * (odds − 1) × stake or loses the stake; NO wins the stake or loses (odds − 1) × stake.
 */
export function eventPositions(bets: readonly EventBet[]): { happened: Paise; notHappened: Paise } {
  let happened = 0;
  let notHappened = 0;
  for (const bet of bets) {
    const { profitPaise, lossPaise } = profitLoss('PLAIN', bet.side, bet.odds, bet.stakePaise);
    happened += eventBetWins(bet.side, true) ? profitPaise : -lossPaise;
    notHappened += eventBetWins(bet.side, false) ? profitPaise : -lossPaise;
  }
  return { happened, notHappened };
}

/** Money at risk on one fancy1 market: minus its worse outcome, never below zero. */
export function eventExposure(bets: readonly EventBet[]): Paise {
  const { happened, notHappened } = eventPositions(bets);
  return exposureOf([happened, notHappened]);
}
