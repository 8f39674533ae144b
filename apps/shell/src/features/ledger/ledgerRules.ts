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

/** LAGAI when the bet has a back rate, else KHAI (spec section 4). */
export function matchMode(bet: BetRecord): 'LAGAI' | 'KHAI' {
  return bet.back_rate ? 'LAGAI' : 'KHAI';
}

/** YES for a back (yes) session bet, NO for a lay. */
export function sessionMode(bet: BetRecord): 'YES' | 'NO' {
  return bet.back_rate ? 'YES' : 'NO';
}
