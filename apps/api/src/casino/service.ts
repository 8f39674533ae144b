import {
  CASINO_TABLES,
  INVALID_ODD,
  askedCasinoOdd,
  casinoProfitLoss,
  casinoStakeProblem,
  exactPaise,
  fromPaise,
  isOfferedOdd,
  optionByName,
  positionsIfWins,
  quotedProfitLossProblem,
  QUOTE_MISMATCH,
  rateFromHundredths,
  rateToHundredths,
  type CasinoTable,
} from '@exchange/betting';
import { and, desc, eq } from 'drizzle-orm';
import { lockEngineState, singleProcess, writeEngineState, type Cluster } from '../cluster/cluster';
import type { Db } from '../db/client';
import { IdempotencyKeys, type IdempotentRequest } from '../betRequests/idempotency';
import { ApiError } from '../http/envelope';
import type { WalletService } from '../wallet/wallet';
import { roundAcceptsBets, TableEngine } from './engine';
import { followLeader, isTableState, tableKey, takeOverTables, type HistoryItem } from './replication';
import { settleRound, settleUserBets } from './settlement';
import { CasinoRecords } from './records';
import type { BetView, Exposure } from '@exchange/contracts/casino';
import { betView } from './snapshots';
import { casinoBets, casinoRounds, type CasinoBetRow } from './tables';

export const NO_DATA = 'No data found for this event';
export const BETTING_CLOSED = 'Betting is closed for this round';

export type PlaceCasinoBet = {
  userId: number;
  casinoGames: string;
  marketId: string;
  runnerName: string;
  selectionId: number;
  back?: number | undefined;
  lay?: number | undefined;
  amount: number;
  /** The profit and loss the player's slip showed; held to the table's rule (QUOTE_MISMATCH). */
  quoted?: { profit?: number | string | undefined; loss?: number | string | undefined };
  /** The Idempotency-Key and the fingerprint of the whole request; none: a fresh bet. */
  idempotency?: IdempotentRequest | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
};

/**
 * The casino tables: one round engine per table, bets written through the wallet, settlement by
 * the catalogue's rules. Polling reads (odds, results, own open bets, exposure) come from memory.
 * Over a shared database only the cluster's leader runs the engines; the others mirror what it
 * publishes (casino/replication.ts).
 */
export class CasinoService {
  readonly engines = new Map<string, TableEngine>();
  readonly history = new Map<string, HistoryItem[]>();
  /** Each player's open (unsettled) bets, reloaded after every committed money change. */
  private readonly openBets = new Map<number, CasinoBetRow[]>();
  private timer: NodeJS.Timeout | undefined;
  private readonly keys: IdempotencyKeys;
  /** The players' bets and the tables' settled rounds, as the history pages read them. */
  readonly records: CasinoRecords;
  /** When the test mode's pause began (performance.now()), or null while the tables run. */
  private pausedAt: number | null = null;

  constructor(
    readonly db: Db,
    readonly wallet: WalletService,
    readonly cluster: Cluster = singleProcess(),
  ) {
    this.keys = new IdempotencyKeys(db);
    this.records = new CasinoRecords(db, (gameId) => this.engine(gameId));
    for (const table of CASINO_TABLES) {
      this.engines.set(
        table.gameId,
        new TableEngine(
          table,
          (settled) => this.settle(table, settled),
          () => undefined,
          () => this.publish(table.gameId),
        ),
      );
    }
  }

  /** The leader, over a shared database: writes a table's state for the other instances. */
  async publish(gameId: string): Promise<void> {
    if (!this.cluster.shared || !this.cluster.isLeader()) return;
    const engine = this.engine(gameId);
    await writeEngineState(this.db, tableKey(gameId), { engine: engine.state(), history: this.lastResults(gameId) });
  }

  /** Becomes the engine instance (at start with PGlite; on winning the lock over PostgreSQL). */
  async lead(): Promise<void> {
    if (this.cluster.shared) await takeOverTables(this);
    await this.voidOrphans();
  }

  private async settle(table: CasinoTable, settled: Parameters<typeof settleRound>[3]): Promise<void> {
    await settleRound(this.db, this.wallet, table, settled, this.onSettlementError);
    const { gameId, round, verdict } = settled;
    this.history.set(
      gameId,
      [{ marketId: round.marketId, mainWinner: verdict.winner }, ...(this.history.get(gameId) ?? [])].slice(0, 10),
    );
  }

  async reloadUser(userId: number): Promise<void> {
    const rows = await this.db
      .select()
      .from(casinoBets)
      .where(and(eq(casinoBets.userId, userId), eq(casinoBets.status, 'MATCHED')))
      .orderBy(casinoBets.id);
    this.openBets.set(userId, rows);
  }

  /** Loads the last results and every player's open bets. */
  async init(): Promise<void> {
    for (const gameId of this.engines.keys()) {
      const rows = await this.db
        .select({ marketId: casinoRounds.marketId, mainWinner: casinoRounds.winner })
        .from(casinoRounds)
        .where(eq(casinoRounds.gameId, gameId))
        .orderBy(desc(casinoRounds.settledAt))
        .limit(10);
      this.history.set(gameId, rows);
    }
    const open = await this.db.select().from(casinoBets).where(eq(casinoBets.status, 'MATCHED'));
    for (const bet of open) this.openBets.set(bet.userId, [...(this.openBets.get(bet.userId) ?? []), bet]);
  }

  /** Voids the bets of rounds no table is playing any more (the server, or the leader, stopped). */
  private async voidOrphans(): Promise<void> {
    const current = new Set([...this.engines.values()].map((e) => e.round.marketId));
    const orphans = await this.db.select().from(casinoBets).where(eq(casinoBets.status, 'MATCHED'));
    const byUserMarket = new Map<string, CasinoBetRow[]>();
    for (const bet of orphans.filter((b) => !current.has(b.marketId)))
      byUserMarket.set(`${bet.userId}:${bet.marketId}`, [
        ...(byUserMarket.get(`${bet.userId}:${bet.marketId}`) ?? []),
        bet,
      ]);
    for (const bets of byUserMarket.values())
      await settleUserBets(this.wallet, bets, () => ({ kind: 'void' }), 'Round void (server restart)', 'VOID');
  }

  /** Where a settlement that failed twice is reported (app.ts points it at the logger). */
  onSettlementError: (error: unknown, marketId: string) => void = () => undefined;

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** Test mode: every table stands still, its countdown with it. */
  pause(): void {
    this.pausedAt ??= performance.now();
  }

  /** Test mode: the tables move again; each open round's deal comes as much later as they stood. */
  resume(): void {
    if (this.pausedAt === null) return;
    const stood = performance.now() - this.pausedAt;
    this.pausedAt = null;
    for (const engine of this.engines.values()) engine.postpone(stood);
  }

  start(intervalMs = 1000): void {
    this.stop();
    this.timer = setInterval(() => {
      if (this.paused) return;
      if (this.cluster.shared && !this.cluster.isLeader()) return void followLeader(this).catch(() => undefined);
      for (const [gameId, engine] of this.engines)
        void engine
          .tick()
          .then(() => this.publish(gameId))
          .catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  engine(gameId: string): TableEngine {
    const engine = this.engines.get(gameId);
    if (!engine) throw ApiError.notFound(NO_DATA);
    return engine;
  }

  lastResults(gameId: string): HistoryItem[] {
    this.engine(gameId);
    return this.history.get(gameId) ?? [];
  }

  openBetsOf(userId: number, gameId: string): CasinoBetRow[] {
    const { marketId } = this.engine(gameId).round;
    return (this.openBets.get(userId) ?? []).filter((b) => b.marketId === marketId);
  }

  exposure(userId: number, marketId: string): Exposure['casinoPLExposure'] {
    const bets = (this.openBets.get(userId) ?? []).filter((b) => b.marketId === marketId);
    const terms = bets.map((b) => ({
      runnerName: b.runnerName,
      isBack: b.isBack,
      odds: rateFromHundredths(b.rateHundredths),
      stakePaise: b.stakePaise,
    }));
    const gameId = bets[0]?.gameId;
    if (!gameId) return [];
    return Object.entries(positionsIfWins(gameId, terms)).map(([name, paise]) => ({
      selectionName: name,
      exposure: fromPaise(paise),
    }));
  }

  /**
   * Places a bet within the table's limits, or replays the answer to the same request under the
   * same Idempotency-Key (409 for the same key with any other request). Nothing is rounded on the
   * way in: a stake or odds finer than two decimals is refused.
   */
  async placeBet(input: PlaceCasinoBet): Promise<{ bet: BetView; replay: boolean }> {
    const engine = this.engine(input.casinoGames);
    const asked = askedCasinoOdd(input.back, input.lay);
    if (!asked) throw ApiError.badRequest(INVALID_ODD);
    const { isBack, odd } = asked;
    const option = optionByName(input.casinoGames, input.runnerName);
    if (!option || option.selectionId !== input.selectionId) throw ApiError.badRequest(NO_DATA);
    const offered = isBack ? option.back : option.lay;
    if (!isOfferedOdd(offered, odd)) throw ApiError.badRequest(INVALID_ODD);
    const invalid = casinoStakeProblem(input.casinoGames, input.amount);
    if (invalid) throw ApiError.badRequest(invalid);
    const stakePaise = exactPaise(input.amount);
    const { profitPaise, lossPaise } = casinoProfitLoss({ isBack, odds: offered, stakePaise });
    const write = this.wallet.run(
      input.userId,
      async (wallet) => {
        const replayed = await this.keys.replay<BetView>(wallet.tx, input.userId, input.idempotency);
        if (replayed !== undefined) return { bet: replayed, row: null };
        const misquoted = quotedProfitLossProblem(input.quoted ?? {}, { profitPaise, lossPaise });
        if (misquoted) throw ApiError.badRequest(QUOTE_MISMATCH);
        // Checked while the write is tracked by the engine, so the round cannot settle before it commits.
        if (!engine.acceptsBets(input.marketId)) throw ApiError.badRequest(BETTING_CLOSED);
        // A follower checks the leader's published round, locked: the write that closes it waits for this bet.
        if (this.cluster.shared && !this.cluster.isLeader()) {
          const published = await lockEngineState(wallet.tx, tableKey(input.casinoGames));
          if (!isTableState(published) || !roundAcceptsBets(published.engine.round, input.marketId))
            throw ApiError.badRequest(BETTING_CLOSED);
        }
        wallet.changeLiability(lossPaise);
        const [row] = await wallet.tx
          .insert(casinoBets)
          .values({
            userId: input.userId,
            gameId: input.casinoGames,
            marketId: input.marketId,
            selectionId: option.selectionId,
            runnerName: option.runnerName,
            isBack,
            rateHundredths: rateToHundredths(offered),
            stakePaise,
            profitPaise,
            lossPaise,
            ip: input.ip ?? null,
            userAgent: input.userAgent ?? null,
          })
          .returning();
        const bet = betView(row!);
        await this.keys.remember(wallet.tx, input.userId, input.idempotency, bet);
        return { bet, row: row! };
      },
      { bet: true },
    );
    const { bet, row } = await engine.track(write);
    return { bet, replay: row === null };
  }

  tableByGameId(gameId: string): CasinoTable {
    return this.engine(gameId).table;
  }
}
