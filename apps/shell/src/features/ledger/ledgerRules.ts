import { reportedRate, reportedRun, reportedSide, betMode, type BetMode, type ReportedRates } from '@exchange/betting';
import type { BetRecord } from './ledgerApi';

/** Match bets are the MATCH game type; everything else is a session (fancy) bet. */
export function splitBets(bets: readonly BetRecord[]): { matchBets: BetRecord[]; fancyBets: BetRecord[] } {
  const matchBets = bets.filter((b) => b.gameType?.toUpperCase() === 'MATCH');
  const fancyBets = bets.filter((b) => b.gameType?.toUpperCase() !== 'MATCH');
  return { matchBets, fancyBets };
}

/** A ledger row opens its bets only when it is a CRICKET row with at least one bet (spec section 2). */
export function opensBetsModal(sport: string | null, bets: readonly BetRecord[] | undefined): boolean {
  return sport?.toUpperCase() === 'CRICKET' && (bets?.length ?? 0) > 0;
}

const rates = (bet: BetRecord): ReportedRates => ({
  backRate: bet.back_rate,
  layRate: bet.lay_rate,
  backRun: bet.back_run,
  layRun: bet.lay_run,
});

/** LAGAI when the bet has a back rate, else KHAI (spec section 9). */
export function matchMode(bet: BetRecord): BetMode {
  return betMode('match', reportedSide(rates(bet)));
}

/** YES for a back (yes) session bet, NO for a lay. */
export function sessionMode(bet: BetRecord): BetMode {
  return betMode('session', reportedSide(rates(bet)));
}

/** The rate and run of the side the bet was on. */
export const betRate = (bet: BetRecord) => reportedRate(rates(bet));
export const betRun = (bet: BetRecord) => reportedRun(rates(bet));
