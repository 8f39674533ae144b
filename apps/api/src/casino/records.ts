import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { casinoBets, casinoRounds } from './tables';

/** Reads of settled casino play: a player's bets, one round's detail, a table's result pages. */
export class CasinoRecords {
  constructor(
    private readonly db: Db,
    /** Throws the API's 404 for a table that does not exist. */
    private readonly knownTable: (gameId: string) => unknown,
  ) {}

  async settledBets(userId: number, limit = 100) {
    return this.db
      .select()
      .from(casinoBets)
      .where(and(eq(casinoBets.userId, userId), eq(casinoBets.status, 'SETTLED')))
      .orderBy(desc(casinoBets.createdAt))
      .limit(limit);
  }

  async allBets(userId: number, limit = 500) {
    return this.db
      .select()
      .from(casinoBets)
      .where(eq(casinoBets.userId, userId))
      .orderBy(desc(casinoBets.createdAt), desc(casinoBets.id))
      .limit(limit);
  }

  async roundDetail(userId: number, marketId: string) {
    const [round] = await this.db.select().from(casinoRounds).where(eq(casinoRounds.marketId, marketId));
    if (!round) return null;
    const bets = await this.db
      .select()
      .from(casinoBets)
      .where(and(eq(casinoBets.userId, userId), eq(casinoBets.marketId, marketId)))
      .orderBy(desc(casinoBets.createdAt));
    return { round, bets };
  }

  /** One page of a table's settled rounds, newest first, and how many there are. */
  async resultHistory(gameId: string, pageNumber: number, pageSize: number) {
    this.knownTable(gameId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          marketId: casinoRounds.marketId,
          winner: casinoRounds.winner,
          winnerLabel: casinoRounds.winnerLabel,
          settledAt: casinoRounds.settledAt,
        })
        .from(casinoRounds)
        .where(eq(casinoRounds.gameId, gameId))
        .orderBy(desc(casinoRounds.settledAt), desc(casinoRounds.id))
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      this.db.select({ n: count() }).from(casinoRounds).where(eq(casinoRounds.gameId, gameId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
