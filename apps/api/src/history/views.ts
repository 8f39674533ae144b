import { fromPaise } from '@exchange/betting';
import type { BetDetails, CompletedGames } from '@exchange/contracts/exchange';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { matchesOf } from '../sports/matches';
import { ledgerEntries, type LedgerRow } from '../wallet/tables';
import { toBetRecord, type BetGroup, type SettledBet } from '../betRecords/settledBet';
import { settledBetsOf } from './sources';

const amountOf = (row: LedgerRow) => row.creditPaise - row.debitPaise;

/** The match a sport's settlement row settled (`cricket:1001`, `tennis:2004`), if it is one. */
function matchIdOf(row: LedgerRow): number | null {
  if (row.sport === 'CASINO' || !row.reference) return null;
  const id = Number(row.reference.slice(row.reference.indexOf(':') + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A bet of the row, as listed: a team bet's result is the match's winner, which the row holds. */
const listed = (bet: SettledBet, row: LedgerRow) =>
  toBetRecord(bet.group === 'MATCH' && bet.result === '' ? { ...bet, result: row.wonBy ?? '' } : bet);

const countOf = (bets: readonly SettledBet[], group: BetGroup) => bets.filter((bet) => bet.group === group).length;

/**
 * Completed Games: every settlement of the player, newest first, whatever it settled (a cricket,
 * tennis or soccer match, a casino round), with how many bets of each kind it paid and what it paid.
 */
export async function completedGames(db: Db, userId: number): Promise<CompletedGames> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'SETTLEMENT')))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  if (rows.length === 0) return { completedGames: [] };
  const bets = await settledBetsOf(
    db,
    rows.map((row) => row.id),
  );
  const matchIds = rows.map(matchIdOf).filter((id): id is number => id !== null);
  const startOf = new Map((await matchesOf(db, matchIds)).map((match) => [match.cricketId, match.eventTime]));
  const byRow = new Map<number, SettledBet[]>();
  for (const bet of bets) byRow.set(bet.settlementId, [...(byRow.get(bet.settlementId) ?? []), bet]);
  return {
    completedGames: rows.map((row) => {
      const own = byRow.get(row.id) ?? [];
      const matchId = matchIdOf(row);
      return {
        accountLogId: row.id,
        eventName: row.description,
        // A match's start, as the match list showed it; a round's (or a match gone from the table's) settlement time.
        eventDateTime: ((matchId === null ? undefined : startOf.get(matchId)) ?? row.createdAt).toISOString(),
        matchBetCount: countOf(own, 'MATCH'),
        sessionBetCount: countOf(own, 'FANCY'),
        casinoBetCount: countOf(own, 'CASINO'),
        sport: row.sport ?? '',
        wonBy: row.wonBy ?? '',
        winLoss: fromPaise(amountOf(row)),
      };
    }),
  };
}

/** The bets one ledger row of this player paid, with its amount; another player's row is not found. */
export async function betDetails(db: Db, userId: number, accountLogId: number): Promise<BetDetails> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, accountLogId), eq(ledgerEntries.userId, userId)));
  if (!row) throw ApiError.notFound('No bets found for this entry');
  const bets = row.kind === 'SETTLEMENT' ? await settledBetsOf(db, [row.id]) : [];
  const net = fromPaise(amountOf(row));
  return {
    sport: row.sport ?? '',
    betResponseDTOList: bets.map((bet) => listed(bet, row)),
    profitLossAfterCommission: net,
    totalWin: net,
    winner: row.wonBy ?? '',
  };
}
