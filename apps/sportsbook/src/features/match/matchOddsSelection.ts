import type { SelectedBetTerms } from '@exchange/shared-auth';
import type { MatchOddsRunner } from './matchTypes';

/** What an order on a Match Odds runner needs of it: which runner, and its name for the slip. */
export type MatchOddsPick = Pick<MatchOddsRunner, 'selectionId' | 'runnerName'>;

/** The slip's terms for a Match Odds price, on any sport's match page: an order at that price. */
export function matchOddsSelection(
  eventId: number,
  marketId: string,
  runner: MatchOddsPick,
  side: 'back' | 'lay',
  price: number,
): SelectedBetTerms {
  return {
    eventId,
    amount: 0,
    marketId,
    marketType: 'matchOdds',
    marketName: 'MATCH_ODDS',
    type: side,
    isBookmaker: false,
    isFancy: false,
    isYesAndNo: false,
    selectedOdd: price,
    selectedRate: price,
    selectedId: runner.selectionId,
    runnerName: runner.runnerName,
    gameType: 'MATCH',
    maxLimit: 0,
  };
}
