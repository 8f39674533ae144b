import { sessionTypeOf, sportBetOutcome, type PlacedSportBet } from '@exchange/betting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeDetail, recordSettlementNotice } from '../notices/record';
import type { WalletService } from '../wallet/wallet';
import { marketExposure, marketKindOf } from './bets';
import { teamSelectionId } from './markets';
import { cricketBets, cricketResults, type CricketBetRow } from './tables';
import type { LiveMatch } from './world';
import { matchOddsPlayersToSettle, matchOddsSettlement } from '../matchOdds/settlement';

export const settlementReference = (cricketId: number) => `cricket:${cricketId}`;

/** A stored bet as packages/betting settles it (a session bet by its session's type). */
export function placedSportBet(bet: CricketBetRow): PlacedSportBet & { marketId: string } {
  const { side, selectionId, run, profitPaise, lossPaise, marketId } = bet;
  const kind = marketKindOf(bet.kind);
  const sessionType = bet.kind === 'FANCY' ? sessionTypeOf(bet.gameType) : undefined;
  return { kind, side, selectionId, run, profitPaise, lossPaise, marketId, ...(sessionType ? { sessionType } : {}) };
}

/**
 * Settles a finished match: per player, in one WalletService transaction, releases the liability
 * of every open market of the match (Match Odds included: its unmatched orders are cancelled),
 * posts the net result as one SETTLEMENT ledger row (reference `cricket:{cricketId}`, unique per
 * player, so a repeat does nothing) with the player's settlement notice, and marks the bets
 * settled with that row's id (the accountLogId of Completed Games).
 */
export async function settleMatch(db: Db, wallet: WalletService, match: LiveMatch): Promise<void> {
  const { sim, row } = match;
  const winnerName = sim.winner === null ? 'Tie' : sim.teams[sim.winner];
  const winnerSelectionId = sim.winner === null ? null : teamSelectionId(row.cricketId, sim.winner);
  const teams = [teamSelectionId(row.cricketId, 0), teamSelectionId(row.cricketId, 1)];
  const sessionRuns = new Map(sim.sessions.map((s) => [s.marketId, s.result]));
  await db.insert(cricketResults).values({ cricketId: row.cricketId, winner: winnerName }).onConflictDoNothing();

  // Twice at most: a bet committed while the first pass ran is picked up by the second.
  for (let pass = 0; pass < 2; pass += 1) {
    const players = new Set(
      (
        await db
          .selectDistinct({ userId: cricketBets.userId })
          .from(cricketBets)
          .where(and(eq(cricketBets.cricketId, row.cricketId), eq(cricketBets.status, 'OPEN')))
      ).map((player) => player.userId),
    );
    for (const userId of await matchOddsPlayersToSettle(db, row.cricketId)) players.add(userId);
    if (players.size === 0) return;
    for (const userId of players) {
      await wallet.run(userId, async (w) => {
        const open = await w.tx
          .select()
          .from(cricketBets)
          .where(
            and(
              eq(cricketBets.userId, userId),
              eq(cricketBets.cricketId, row.cricketId),
              eq(cricketBets.status, 'OPEN'),
            ),
          );
        const matchOdds = await matchOddsSettlement(w.tx, userId, row.cricketId, teams, winnerSelectionId);
        if (open.length === 0 && !matchOdds) return;
        // Only unmatched Match Odds orders: they are cancelled and their money freed; nothing was paid, so no row.
        if (open.length === 0 && matchOdds && !matchOdds.paysBets) {
          w.changeLiability(-matchOdds.releasedPaise);
          return matchOdds.finish(null);
        }
        const byMarket = new Map<string, CricketBetRow[]>();
        for (const bet of open) byMarket.set(bet.marketId, [...(byMarket.get(bet.marketId) ?? []), bet]);
        let released = 0;
        for (const bets of byMarket.values()) released += marketExposure(row.cricketId, bets[0]!.kind, bets);
        const outcomes = open.map((bet) => ({
          bet,
          ...sportBetOutcome(placedSportBet(bet), {
            winnerSelectionId,
            sessionRuns: sessionRuns.get(bet.marketId) ?? null,
          }),
        }));
        const net = outcomes.reduce((sum, o) => sum + o.pnlPaise, 0) + (matchOdds?.netPaise ?? 0);
        w.changeLiability(-(released + (matchOdds?.releasedPaise ?? 0)));
        const entry = await w.post({
          kind: 'SETTLEMENT',
          sport: 'CRICKET',
          description: row.eventName,
          wonBy: winnerName,
          amountPaise: net,
          reference: settlementReference(row.cricketId),
        });
        await recordSettlementNotice(w.tx, entry, {
          sport: 'CRICKET',
          title: row.eventName,
          detail: noticeDetail([
            ...(matchOdds?.paysBets ? ['MATCH_ODDS'] : []),
            ...open.map((bet) => (bet.kind === 'FANCY' ? bet.runnerName : `${bet.marketName}: ${bet.runnerName}`)),
          ]),
          // Match Odds fills are void only in a tie.
          allVoid:
            outcomes.every((o) => o.result === 'Tie' || o.result === 'Void') &&
            (!matchOdds?.paysBets || winnerSelectionId === null),
        });
        for (const o of outcomes) {
          await w.tx
            .update(cricketBets)
            .set({ status: 'SETTLED', pnlPaise: o.pnlPaise, result: o.result || winnerName, settlementId: entry.id })
            .where(inArray(cricketBets.id, [o.bet.id]));
        }
        await matchOdds?.finish(entry.id);
      });
    }
  }
}
