import type { Db } from '../db/client';
import { noticeDetail, recordSettlementNotice } from '../notices/record';
import { runnerSelectionId, type LiveSportMatch } from '../sports/world';
import type { WalletService } from '../wallet/wallet';
import { matchOddsPlayersToSettle, matchOddsSettlement } from './settlement';

export const sportSettlementReference = (match: LiveSportMatch) => `${match.sport}:${match.row.cricketId}`;

/**
 * Settles a finished tennis or soccer match as cricket's Match Odds are settled: per player, in one
 * WalletService transaction, the unmatched orders are cancelled, the liability released, and the
 * net result of the matched orders posted as one SETTLEMENT ledger row (reference
 * `{sport}:{matchId}`, unique per player, so a repeat does nothing) with the settlement notice. A
 * player whose orders never matched gets no row: nothing was paid.
 */
export async function settleSportMatch(db: Db, wallet: WalletService, match: LiveSportMatch): Promise<void> {
  const { sim, row } = match;
  if (sim.winner === null) throw new Error(`match ${row.cricketId} settled without a winner`);
  const winnerName = sim.runnerNames[sim.winner]!;
  const winnerSelectionId = runnerSelectionId(row.cricketId, sim.winner);
  const selectionIds = sim.runnerNames.map((_, runner) => runnerSelectionId(row.cricketId, runner));
  const sport = match.sport === 'tennis' ? 'TENNIS' : 'SOCCER';
  // Twice at most: an order committed while the first pass ran is picked up by the second.
  for (let pass = 0; pass < 2; pass += 1) {
    const players = await matchOddsPlayersToSettle(db, row.cricketId);
    if (players.length === 0) return;
    for (const userId of players) {
      await wallet.run(userId, async (w) => {
        const matchOdds = await matchOddsSettlement(w.tx, userId, row.cricketId, selectionIds, winnerSelectionId);
        if (!matchOdds) return;
        w.changeLiability(-matchOdds.releasedPaise);
        // Only unmatched orders: they are cancelled and their money freed; no bet was paid, so no row.
        if (!matchOdds.paysBets) return matchOdds.finish(null);
        const entry = await w.post({
          kind: 'SETTLEMENT',
          sport,
          description: row.eventName,
          wonBy: winnerName,
          amountPaise: matchOdds.netPaise,
          reference: sportSettlementReference(match),
        });
        await recordSettlementNotice(w.tx, entry, {
          sport,
          title: row.eventName,
          detail: noticeDetail(['MATCH_ODDS']),
          // Tennis and soccer always have a winner (The Draw is a runner): never void.
          allVoid: false,
        });
        await matchOdds.finish(entry.id);
      });
    }
  }
}
