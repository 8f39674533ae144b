import {
  fromPaise,
  positionByRunner,
  rateFromHundredths,
  sessionLadder,
  sessionPlusMinus,
  sessionResultText,
  sessionRule,
  sessionTypeOf,
} from '@exchange/betting';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { matches } from '../db/schema';
import { ledgerEntries } from '../wallet/tables';
import { placedSportBet } from './settlement';
import { marketExposure, runnerBetsOf, sessionBetsOf, sessionTypeOfBets } from './bets';
import { MATCH_LIMITS, bookmakerMarketId, teamSelectionId } from './markets';
import { cricketBets, type CricketBetRow } from './tables';
import type { LiveMatch } from './world';

const rupees = (paise: number) => fromPaise(paise);
/** −0 would print as "-0.00"; exposures are "0 or negative". */
const negative = (paise: number) => (paise === 0 ? 0 : -rupees(paise));

/** A session bet's type (spec section 9); none for a bookmaker bet. */
const sessionTypeField = (bet: CricketBetRow) =>
  bet.kind === 'FANCY' ? { sessionType: sessionTypeOf(bet.gameType) } : {};

/** A fancy1 bet is priced in odds, like a team's; a line bet carries its run. */
const hasRun = (bet: CricketBetRow) => bet.kind === 'FANCY' && sessionRule(sessionTypeOf(bet.gameType)) === 'line';

/**
 * A row of 'Your Bets' (spec section 3, My bet). For a line session bet back/lay carry the run;
 * for a team or fancy1 bet its price. `decided` is its session's result once the session is
 * decided (DEC), before the match settles the bet.
 */
export function toMyBet(bet: CricketBetRow, decided?: number | null) {
  const rate = rateFromHundredths(bet.rateHundredths);
  const value = hasRun(bet) ? (bet.run ?? 0) : rate;
  const result =
    bet.result ?? (typeof decided === 'number' ? sessionResultText(sessionTypeOf(bet.gameType), decided) : '');
  return {
    id: bet.id,
    runnerName: bet.runnerName,
    amount: rupees(bet.stakePaise),
    back: bet.side === 'back' ? value : 0,
    lay: bet.side === 'lay' ? value : 0,
    backRate: bet.side === 'back' ? rate : 0,
    layRate: bet.side === 'lay' ? rate : 0,
    marketName: bet.marketName,
    marketId: bet.marketId,
    selectionId: bet.selectionId,
    gameType: bet.kind === 'FANCY' ? 'FANCY' : 'MATCH',
    ...sessionTypeField(bet),
    result,
    createdDate: bet.createdAt.toISOString(),
  };
}

/** A bet record (betResponseDTOList item, spec section 3). */
export function toBetRecord(bet: CricketBetRow) {
  const rate = rateFromHundredths(bet.rateHundredths);
  const fancy = bet.kind === 'FANCY';
  const run = hasRun(bet);
  return {
    id: bet.id,
    event_name: bet.eventName,
    runner_name: bet.runnerName,
    selectionId: bet.selectionId,
    marketId: bet.marketId,
    gameType: fancy ? 'FANCY' : 'MATCH',
    ...sessionTypeField(bet),
    back_rate: bet.side === 'back' ? rate : 0,
    lay_rate: bet.side === 'lay' ? rate : 0,
    back_run: run && bet.side === 'back' ? (bet.run ?? 0) : 0,
    lay_run: run && bet.side === 'lay' ? (bet.run ?? 0) : 0,
    amount: rupees(bet.stakePaise),
    created_date: bet.createdAt.toISOString(),
    profit: rupees(bet.profitPaise),
    loss: rupees(bet.lossPaise),
    result: bet.result ?? '',
    pnl: bet.pnlPaise === null ? null : rupees(bet.pnlPaise),
  };
}

export function myBets(match: LiveMatch, open: readonly CricketBetRow[]) {
  const mine = open.filter((b) => b.cricketId === match.row.cricketId);
  const results = new Map(match.sim.sessions.map((s) => [s.marketId, s.result]));
  // Session Plus/Minus: what the sessions already decided are worth, paid at match settlement.
  const plusMinus = sessionPlusMinus(mine.map(placedSportBet), (marketId) => results.get(marketId));
  return {
    list: [...mine].reverse().map((bet) => toMyBet(bet, bet.kind === 'FANCY' ? results.get(bet.marketId) : null)),
    fancyPlusMinus: rupees(plusMinus),
  };
}

export function matchDetails(match: LiveMatch, open: readonly CricketBetRow[]) {
  const cricketId = match.row.cricketId;
  const mine = open.filter((b) => b.cricketId === cricketId);
  const teams = [teamSelectionId(cricketId, 0), teamSelectionId(cricketId, 1)];
  const bookmaker = mine.filter((b) => b.kind === 'BOOKMAKER');
  const position = positionByRunner('BOOKMAKER', teams, runnerBetsOf(bookmaker));
  const dtos = [
    {
      marketIdExternal: bookmakerMarketId(cricketId),
      exposure: negative(marketExposure(cricketId, 'BOOKMAKER', bookmaker)),
      runnerPlExposureDTOS: teams.map((selectionId) => ({
        selectionId,
        exposure: rupees(position.get(selectionId) ?? 0),
      })),
    },
  ];
  const byMarket = new Map<string, CricketBetRow[]>();
  for (const bet of mine)
    if (bet.kind === 'FANCY') byMarket.set(bet.marketId, [...(byMarket.get(bet.marketId) ?? []), bet]);
  for (const [marketId, bets] of byMarket) {
    dtos.push({
      marketIdExternal: marketId,
      exposure: negative(marketExposure(cricketId, 'FANCY', bets)),
      // The ladder: selectionId is the run value, exposure the position there (spec section 2); a
      // fancy1 session's two outcomes are 0 (its event does not happen) and 1 (it happens).
      runnerPlExposureDTOS: sessionLadder(sessionTypeOfBets(bets), sessionBetsOf(bets)).map((row) => ({
        selectionId: row.run,
        exposure: rupees(row.positionPaise),
      })),
    });
  }
  return { ...MATCH_LIMITS, eventId: match.row.eventId, plExposureResponseDTOs: dtos };
}

export function betCount(open: readonly CricketBetRow[]) {
  const counts: Record<string, { matchCount: number; fancyCount: number }> = {};
  for (const bet of open) {
    const entry = (counts[String(bet.cricketId)] ??= { matchCount: 0, fancyCount: 0 });
    if (bet.kind === 'FANCY') entry.fancyCount += 1;
    else entry.matchCount += 1;
  }
  return { betCount: counts };
}

export async function completedGames(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, 'SETTLEMENT'),
        like(ledgerEntries.reference, 'cricket:%'),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  if (rows.length === 0) return { completedGames: [] };
  const bets = await db
    .select()
    .from(cricketBets)
    .where(
      inArray(
        cricketBets.settlementId,
        rows.map((r) => r.id),
      ),
    );
  const cricketIdOf = (reference: string | null) => Number(reference?.split(':')[1]);
  const played = await db
    .select({ cricketId: matches.cricketId, eventTime: matches.eventTime })
    .from(matches)
    .where(inArray(matches.cricketId, rows.map((r) => cricketIdOf(r.reference)).filter(Number.isSafeInteger)));
  const startOf = new Map(played.map((m) => [m.cricketId, m.eventTime]));
  return {
    completedGames: rows.map((row) => {
      const own = bets.filter((b) => b.settlementId === row.id);
      return {
        accountLogId: row.id,
        eventName: row.description,
        // The match's start, as the cricket list showed it; the settlement time if it is gone.
        eventDateTime: (startOf.get(cricketIdOf(row.reference)) ?? row.createdAt).toISOString(),
        matchBetCount: own.filter((b) => b.kind === 'BOOKMAKER').length,
        sessionBetCount: own.filter((b) => b.kind === 'FANCY').length,
        wonBy: row.wonBy ?? '',
        winLoss: rupees(row.creditPaise - row.debitPaise),
      };
    }),
  };
}

/** Bets settled by one ledger row of this player; another player's row is not found. */
export async function betsFromLog(db: Db, userId: number, accountLogId: number) {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, accountLogId), eq(ledgerEntries.userId, userId)));
  if (!row) throw ApiError.notFound('No bets found for this entry');
  const bets = await db.select().from(cricketBets).where(eq(cricketBets.settlementId, row.id)).orderBy(cricketBets.id);
  const net = rupees(row.creditPaise - row.debitPaise);
  return {
    betResponseDTOList: bets.map(toBetRecord),
    profitLossAfterCommission: net,
    totalWin: net,
    winner: row.wonBy ?? '',
  };
}
