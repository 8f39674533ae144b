import { rowsPaidBy, type BetFacts, type SettledBet, type SettledBetSource } from '../betRecords/settledBet';
import { cricketBets, type CricketBetRow } from './tables';
import { hasRun, sessionTypeField } from './views';

/** A bookmaker or session bet as the history screens show it (open: no pnl yet). */
export function cricketBetFacts(bet: CricketBetRow): BetFacts {
  return {
    reference: `cricket-bet:${bet.id}`,
    id: bet.id,
    group: bet.kind === 'FANCY' ? 'FANCY' : 'MATCH',
    marketName: bet.marketName,
    marketId: bet.marketId,
    eventName: bet.eventName,
    selectionId: bet.selectionId,
    runnerName: bet.runnerName,
    side: bet.side,
    rateHundredths: bet.rateHundredths,
    ...sessionTypeField(bet),
    run: hasRun(bet) ? bet.run : null,
    stakePaise: bet.stakePaise,
    profitPaise: bet.profitPaise,
    lossPaise: bet.lossPaise,
    pnlPaise: bet.pnlPaise,
    result: bet.result ?? '',
    placedAt: bet.createdAt,
  };
}

/** Bookmaker and session bets (every session type), marked with their ledger row at settlement. */
export const cricketSettledBets: SettledBetSource = {
  name: 'cricket bets',
  async read(db, settlementIds) {
    const rows = await rowsPaidBy(db, cricketBets, settlementIds);
    return rows.flatMap((row): SettledBet[] =>
      row.settlementId === null || row.pnlPaise === null
        ? []
        : [{ ...cricketBetFacts(row), pnlPaise: row.pnlPaise, settlementId: row.settlementId }],
    );
  },
};
