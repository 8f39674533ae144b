import type { Paise } from '../money';
import { EVENT_HAPPENED, EVENT_NOT_HAPPENED, eventBetWins, eventPositions } from './eventSession';
import { fancyLadder, fancyPositionAt, type LadderRow } from './fancy';
import { exposureOf } from './position';
import type { BetSide } from './profitLoss';
import { sessionBetWins } from './sessionLine';
import { sessionRule, type SessionType } from './sessionTypes';

/**
 * A bet on one session market of any type: a line bet carries its run (the line) and its rate
 * per hundred; a fancy1 bet carries no run and its decimal odds as its rate.
 */
export type SessionBet = { side: BetSide; run: number | null; rate: number; stakePaise: Paise };

const lineBets = (bets: readonly SessionBet[]) =>
  bets.map((b) => ({ side: b.side, run: b.run ?? 0, rate: b.rate, stakePaise: b.stakePaise }));
const eventBets = (bets: readonly SessionBet[]) =>
  bets.map((b) => ({ side: b.side, odds: b.rate, stakePaise: b.stakePaise }));

/** Whether a fancy1 market's result says its event happened. */
const happened = (result: number) => result >= EVENT_HAPPENED;

/** Whether a bet on a decided session wins: a line by the count it ended on, fancy1 by its event. */
export function sessionBetWinsAt(type: SessionType, side: BetSide, run: number | null, result: number): boolean {
  return sessionRule(type) === 'event' ? eventBetWins(side, happened(result)) : sessionBetWins(side, run ?? 0, result);
}

/**
 * The ladder a session's exposure opens (spec section 2, Run and Amount): for a line, the position
 * at every run from one below the lowest line to the highest; for fancy1, the position if its event
 * does not happen (run 0) and if it does (run 1).
 */
export function sessionLadder(type: SessionType, bets: readonly SessionBet[]): LadderRow[] {
  if (sessionRule(type) === 'line') return fancyLadder(lineBets(bets));
  if (bets.length === 0) return [];
  const outcome = eventPositions(eventBets(bets));
  return [
    { run: EVENT_NOT_HAPPENED, positionPaise: outcome.notHappened },
    { run: EVENT_HAPPENED, positionPaise: outcome.happened },
  ];
}

/** The position on a session decided with `result` (runs, or 1/0 for a fancy1 event). */
export function sessionPositionAt(type: SessionType, bets: readonly SessionBet[], result: number): Paise {
  if (sessionRule(type) === 'line') return fancyPositionAt(lineBets(bets), result);
  const outcome = eventPositions(eventBets(bets));
  return happened(result) ? outcome.happened : outcome.notHappened;
}

/** Money at risk on one session market of any type: minus its worst outcome, never below zero. */
export function sessionExposure(type: SessionType, bets: readonly SessionBet[]): Paise {
  return exposureOf(sessionLadder(type, bets).map((row) => row.positionPaise));
}

/** A decided session's result as Your Bets' DEC and the bet lists show it: its runs, or YES/NO for fancy1. */
export function sessionResultText(type: SessionType, result: number): string {
  if (sessionRule(type) === 'event') return happened(result) ? 'YES' : 'NO';
  return String(result);
}
