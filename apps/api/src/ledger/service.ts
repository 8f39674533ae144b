import { fromPaise, matchesStatementType } from '@exchange/betting';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import type { LedgerRow } from '../wallet/tables';
import { entriesBetween } from './repository';
import type { AccountLogFilter, CoinHistory, CoinHistoryQuery, LedgerEntry } from '@exchange/contracts/ledger';

const MAX_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

function range(startDate: number, endDate: number): [Date, Date] {
  if (startDate > endDate) throw ApiError.badRequest('The start date must not be after the end date');
  if (endDate - startDate > MAX_RANGE_MS) throw ApiError.badRequest('Choose a range of at most one year');
  return [new Date(startDate), new Date(endDate)];
}

function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    accountLogId: row.id,
    createdAt: row.createdAt.toISOString(),
    comment: row.description,
    wonBy: row.wonBy,
    creditInfo: fromPaise(row.creditPaise),
    debitInfo: fromPaise(row.debitPaise),
    updatedBalance: fromPaise(row.balanceAfterPaise),
    sport: row.sport,
  };
}

/** The ledger (account log) and the account statement (coin history): two views of ledger_entries. */
export class LedgerService {
  constructor(private readonly db: Db) {}

  async accountLog(userId: number, filter: AccountLogFilter): Promise<LedgerEntry[]> {
    const [from, to] = range(filter.startDate, filter.endDate);
    const sport = filter.type && filter.type !== 'ALL' ? filter.type : undefined;
    return (await entriesBetween(this.db, userId, from, to, sport)).map(toLedgerEntry);
  }

  async coinHistory(userId: number, query: CoinHistoryQuery): Promise<CoinHistory> {
    const [from, to] = range(query.startDate, query.endDate);
    const type = query.type ?? 'ALL';
    const rows = await entriesBetween(this.db, userId, from, to);
    return {
      coinHistory: rows
        .filter((row) => matchesStatementType(row.description, type))
        .map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          description: row.description,
          credit: fromPaise(row.creditPaise),
          debit: fromPaise(row.debitPaise),
          updatedBalance: fromPaise(row.balanceAfterPaise),
        })),
    };
  }
}
