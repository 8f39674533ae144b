import { CASINO_TABLES, rateFromHundredths, settleCasinoBet, type CasinoTable } from '@exchange/betting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeDetail, recordSettlementNotice } from '../notices/record';
import type { WalletService } from '../wallet/wallet';
import type { SettledRound } from './engine';
import { casinoBets, casinoRounds, type CasinoBetRow } from './tables';

type OutcomeOf = (name: string) => ReturnType<SettledRound['verdict']['outcome']>;

/** A table's name by its game id (the id itself for a table no longer offered). */
export const tableName = (gameId: string) => CASINO_TABLES.find((table) => table.gameId === gameId)?.name ?? gameId;

/** A round as the ledger, the notices and the history name it: 'Lucky 7 - A Round 123'. */
export const roundName = (gameId: string, marketId: string) => `${tableName(gameId)} Round ${marketId}`;

/**
 * Records a closed round and settles its bets, player by player. Safe to run twice (a new engine
 * instance resuming a round whose settlement was cut off): the round row is unique per market and
 * only bets still MATCHED are settled, under the player's lock.
 */
export async function settleRound(
  db: Db,
  wallet: WalletService,
  table: CasinoTable,
  { gameId, round, cards, verdict }: SettledRound,
  onError: (error: unknown, marketId: string) => void,
): Promise<void> {
  await db
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
  const bets = await db
    .select()
    .from(casinoBets)
    .where(and(eq(casinoBets.marketId, round.marketId), eq(casinoBets.status, 'MATCHED')));
  const byUser = new Map<number, CasinoBetRow[]>();
  for (const bet of bets) byUser.set(bet.userId, [...(byUser.get(bet.userId) ?? []), bet]);
  for (const userBets of byUser.values()) {
    // One player's failure must not hold up the others; a transient failure is retried once.
    const settleOne = () =>
      settleUserBets(
        wallet,
        userBets,
        (name) => verdict.outcome(name),
        roundName(table.gameId, round.marketId),
        verdict.winnerLabel,
      );
    await settleOne().catch(() => settleOne().catch((error: unknown) => onError(error, round.marketId)));
  }
}

/**
 * One player's bets of one round: release their liability and post the net result, once, with the
 * player's settlement notice. Only the bets this transaction moves from MATCHED to SETTLED count,
 * so a second run changes nothing.
 */
export async function settleUserBets(
  wallet: WalletService,
  bets: CasinoBetRow[],
  outcomeOf: OutcomeOf,
  description: string,
  wonBy: string,
): Promise<void> {
  const first = bets[0]!;
  await wallet.run(first.userId, async (w) => {
    const stillOpen = await w.tx
      .select({ id: casinoBets.id })
      .from(casinoBets)
      .where(
        and(
          inArray(
            casinoBets.id,
            bets.map((b) => b.id),
          ),
          eq(casinoBets.status, 'MATCHED'),
        ),
      )
      .for('update');
    const open = new Set(stillOpen.map((row) => row.id));
    if (open.size === 0) return;
    let net = 0;
    let liability = 0;
    let allVoid = true;
    const settled = bets.filter((b) => open.has(b.id));
    for (const bet of settled) {
      const terms = { isBack: bet.isBack, odds: rateFromHundredths(bet.rateHundredths), stakePaise: bet.stakePaise };
      const outcome = outcomeOf(bet.runnerName);
      const pl = settleCasinoBet(terms, outcome);
      net += pl;
      liability += bet.lossPaise;
      if (outcome.kind !== 'void') allVoid = false;
      await w.tx
        .update(casinoBets)
        .set({
          status: 'SETTLED',
          profitLossPaise: pl,
          result: outcome.kind === 'void' ? 'VOID' : wonBy,
          settledAt: new Date(),
        })
        .where(eq(casinoBets.id, bet.id));
    }
    w.changeLiability(-liability);
    const entry = await w.post({
      kind: 'SETTLEMENT',
      sport: 'CASINO',
      description,
      wonBy,
      amountPaise: net,
      reference: `casino:${first.marketId}`,
    });
    // The bets this row paid: what the history screens list under it.
    await w.tx
      .update(casinoBets)
      .set({ settlementId: entry.id })
      .where(
        inArray(
          casinoBets.id,
          settled.map((bet) => bet.id),
        ),
      );
    await recordSettlementNotice(w.tx, entry, {
      sport: 'CASINO',
      title: tableName(first.gameId),
      detail: noticeDetail([...settled.map((bet) => bet.runnerName), `Round ${first.marketId}`]),
      allVoid,
      casinoGame: first.gameId,
      roundId: first.marketId,
    });
  });
}
