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
  rateFromHundredths,
  rateToHundredths,
  settleCasinoBet,
  type CasinoTable,
} from '@exchange/betting';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { IdempotencyKeys, type IdempotentRequest } from '../betRequests/idempotency';
import { ApiError } from '../http/envelope';
import type { WalletService } from '../wallet/wallet';
import { TableEngine, type SettledRound } from './engine';
import { CasinoRecords } from './records';
import type { BetView } from '@exchange/contracts/casino';
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
  /** The Idempotency-Key and the fingerprint of the whole request; none: a fresh bet. */
  idempotency?: IdempotentRequest | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
};

type HistoryItem = { marketId: string; mainWinner: string };

/**
 * The casino tables: one round engine per table, bets written through the wallet, settlement by
 * the catalogue's rules. Polling reads (odds, results, own open bets, exposure) come from memory.
 */
export class CasinoService {
  readonly engines = new Map<string, TableEngine>();
  private readonly history = new Map<string, HistoryItem[]>();
  /** Open (unsettled) bets by market id, kept in step with the database after each commit. */
  private readonly openBets = new Map<string, CasinoBetRow[]>();
  private timer: NodeJS.Timeout | undefined;
  private readonly keys: IdempotencyKeys;
  /** The players' bets and the tables' settled rounds, as the history pages read them. */
  readonly records: CasinoRecords;
  paused = false;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
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
        ),
      );
    }
  }

  /** Loads the last results and voids bets of rounds that were open when the server stopped. */
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
    const orphans = await this.db.select().from(casinoBets).where(eq(casinoBets.status, 'MATCHED'));
    const byUserMarket = new Map<string, CasinoBetRow[]>();
    for (const bet of orphans)
      byUserMarket.set(`${bet.userId}:${bet.marketId}`, [
        ...(byUserMarket.get(`${bet.userId}:${bet.marketId}`) ?? []),
        bet,
      ]);
    for (const bets of byUserMarket.values())
      await this.settleUserBets(bets, () => ({ kind: 'void' }), 'Round void (server restart)', 'VOID');
  }

  /** Where a settlement that failed twice is reported (app.ts points it at the logger). */
  onSettlementError: (error: unknown, marketId: string) => void = () => undefined;

  start(intervalMs = 1000): void {
    this.stop();
    this.timer = setInterval(() => {
      if (this.paused) return;
      for (const engine of this.engines.values()) void engine.tick().catch(() => undefined);
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
    return (this.openBets.get(marketId) ?? []).filter((b) => b.userId === userId);
  }

  exposure(userId: number, marketId: string): Array<{ selectionName: string; exposure: number }> {
    const bets = (this.openBets.get(marketId) ?? []).filter((b) => b.userId === userId);
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
        // Checked while the write is tracked by the engine, so the round cannot settle before it commits.
        if (!engine.acceptsBets(input.marketId)) throw ApiError.badRequest(BETTING_CLOSED);
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
    if (row) this.openBets.set(row.marketId, [...(this.openBets.get(row.marketId) ?? []), row]);
    return { bet, replay: row === null };
  }

  private async settle(table: CasinoTable, { gameId, round, cards, verdict }: SettledRound): Promise<void> {
    await this.db
      .insert(casinoRounds)
      .values({
        gameId,
        marketId: round.marketId,
        seedHash: round.seedHash,
        seed: round.seed,
        cards,
        lines: verdict.lines,
        winner: verdict.winner,
        winnerLabel: verdict.winnerLabel,
        openedAt: round.openedAt,
      })
      .onConflictDoNothing();
    const bets = await this.db
      .select()
      .from(casinoBets)
      .where(and(eq(casinoBets.marketId, round.marketId), eq(casinoBets.status, 'MATCHED')));
    const byUser = new Map<number, CasinoBetRow[]>();
    for (const bet of bets) byUser.set(bet.userId, [...(byUser.get(bet.userId) ?? []), bet]);
    for (const userBets of byUser.values()) {
      // One player's failure must not hold up the others; a transient failure is retried once.
      const settleOne = () =>
        this.settleUserBets(
          userBets,
          (name) => verdict.outcome(name),
          `${table.name} Round ${round.marketId}`,
          verdict.winnerLabel,
        );
      await settleOne().catch(() =>
        settleOne().catch((error: unknown) => this.onSettlementError(error, round.marketId)),
      );
    }
    this.openBets.delete(round.marketId);
    this.history.set(
      gameId,
      [{ marketId: round.marketId, mainWinner: verdict.winner }, ...(this.history.get(gameId) ?? [])].slice(0, 10),
    );
  }

  /** One player's bets of one round: release their liability and post the net result, once. */
  private async settleUserBets(
    bets: CasinoBetRow[],
    outcomeOf: (name: string) => ReturnType<SettledRound['verdict']['outcome']>,
    description: string,
    wonBy: string,
  ) {
    const first = bets[0]!;
    await this.wallet.run(first.userId, async (wallet) => {
      let net = 0;
      let liability = 0;
      for (const bet of bets) {
        const terms = { isBack: bet.isBack, odds: rateFromHundredths(bet.rateHundredths), stakePaise: bet.stakePaise };
        const outcome = outcomeOf(bet.runnerName);
        const pl = settleCasinoBet(terms, outcome);
        net += pl;
        liability += bet.lossPaise;
        await wallet.tx
          .update(casinoBets)
          .set({
            status: 'SETTLED',
            profitLossPaise: pl,
            result: outcome.kind === 'void' ? 'VOID' : wonBy,
            settledAt: new Date(),
          })
          .where(eq(casinoBets.id, bet.id));
      }
      wallet.changeLiability(-liability);
      await wallet.post({
        kind: 'SETTLEMENT',
        sport: 'CASINO',
        description,
        wonBy,
        amountPaise: net,
        reference: `casino:${first.marketId}`,
      });
    });
  }

  tableByGameId(gameId: string): CasinoTable {
    return this.engine(gameId).table;
  }
}
