import { BetRecord as BetRecordSchema, type BetRecord } from '@exchange/contracts/exchange';
import { keepRows } from '@exchange/contracts/read';
import { betMode, reportedRate, reportedRun, reportedSide, sessionRule, sessionTypeOf } from '@exchange/betting';
import { envelopeResponse } from '@exchange/shared-http';

/** An open bet as Current Bets lists it: where, on what, how much, at what, and the side in the spec's words. */
export type CurrentBet = {
  id: number;
  eventName: string;
  runnerName: string;
  amount: number;
  rate: number | null;
  /** A line session's run; null for a team bet or a fancy1 session (priced in odds). */
  run: number | null;
  /** LAGAI/KHAI on a team, YES/NO on a session (spec sections 2 and 4). */
  mode: string;
};

/** A bet record (spec section 3) as Current Bets shows it. */
export function currentBetOf(bet: BetRecord): CurrentBet {
  const rates = { backRate: bet.back_rate, layRate: bet.lay_rate, backRun: bet.back_run, layRun: bet.lay_run };
  const session = bet.gameType.toUpperCase() !== 'MATCH';
  const line = session && sessionRule(sessionTypeOf(bet.sessionType)) === 'line';
  return {
    id: bet.id,
    eventName: bet.event_name,
    runnerName: bet.runner_name,
    amount: bet.amount,
    rate: reportedRate(rates),
    run: line ? reportedRun(rates) : null,
    mode: betMode(session ? 'session' : 'match', reportedSide(rates)),
  };
}

/**
 * `POST /aam/v1/user/current-bets` (spec section 7): the player's open bets on every match, newest
 * first, as bet records; a record that is not one is left out (and logged).
 */
export function parseCurrentBets(envelope: unknown): CurrentBet[] {
  return keepRows(BetRecordSchema, envelopeResponse(envelope), 'current bets').map(currentBetOf);
}
