/**
 * The settled-bet history: Completed Games, the bet details pages and the one table of settled
 * bets the ledger's modal shows too. The router loads the pages lazily by their files.
 */
export { BetTotals } from './BetTotals';
export { historyApi, type BetRecord, type CompletedGame, type SettledBets } from './historyApi';
export { SettledBetTables } from './SettledBetTables';
export { settlesBets } from './settledBets';
