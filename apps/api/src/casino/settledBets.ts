import { rowsPaidBy, type SettledBet, type SettledBetSource } from '../betRecords/settledBet';
import { roundName } from './settlement';
import { casinoBets } from './tables';

/**
 * Casino bets, marked with their round's ledger row at settlement. The round is the event (as the
 * ledger row names it), the option bet on the runner.
 */
export const casinoSettledBets: SettledBetSource = {
  name: 'casino bets',
  async read(db, settlementIds) {
    const rows = await rowsPaidBy(db, casinoBets, settlementIds);
    return rows.flatMap((bet): SettledBet[] =>
      bet.settlementId === null || bet.profitLossPaise === null
        ? []
        : [
            {
              reference: `casino-bet:${bet.id}`,
              id: bet.id,
              group: 'CASINO',
              marketName: 'CASINO',
              marketId: bet.marketId,
              eventName: roundName(bet.gameId, bet.marketId),
              selectionId: bet.selectionId,
              runnerName: bet.runnerName,
              side: bet.isBack ? 'back' : 'lay',
              rateHundredths: bet.rateHundredths,
              run: null,
              stakePaise: bet.stakePaise,
              profitPaise: bet.profitPaise,
              lossPaise: bet.lossPaise,
              pnlPaise: bet.profitLossPaise,
              result: bet.result ?? '',
              placedAt: bet.createdAt,
              settlementId: bet.settlementId,
            },
          ],
    );
  },
};
