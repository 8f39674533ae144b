import { DEFAULT_CASINO_STAKE, INVALID_ODD } from '@exchange/betting';
import {
  gameDataActions,
  gameDataSelectors,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type SelectedBet,
  type SelectedBetTerms,
} from '@exchange/shared-auth';
import { notify, useT } from '@exchange/shared-ui';
import { useCallback } from 'react';
import { casinoApi } from './casinoApi';

export const NO_DATA = 'No data found for this event';

export function useCasinoSelection(): SelectedBet | null {
  return useAppSelector((state) => {
    const bet = gameDataSelectors.selectSelectedBet(state);
    return bet?.marketType === 'casino' ? bet : null;
  });
}

/**
 * A click on a box hands option name, odds and side to one routine (spec section 7): a selected
 * odd of 0 is not set, a runner missing from the odds is 'No data found for this event'.
 */
export function usePickOption(gameId: string) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const t = useT();
  return useCallback(
    (runnerName: string, side: 'back' | 'lay') => {
      // Read at click time only, so the boxes do not re-render on every poll.
      const odds = casinoApi.endpoints.casinoOdds.select(gameId)(store.getState()).data;
      const odd = odds?.oddDetailsDTOS.find((o) => o.runnerName === runnerName);
      if (!odds || !odd) {
        notify.error(t('msg.noDataForEvent'));
        return;
      }
      const selection = selectionFor(gameId, odds.marketId, odd, side);
      // A selected odd of 0 is not set (spec section 4).
      if (typeof selection === 'string') return;
      dispatch(gameDataActions.betSelected(selection));
    },
    [dispatch, store, gameId, t],
  );
}

export function selectionFor(
  gameId: string,
  marketId: string,
  odd: { runnerName: string; selectionId: number; back1: number; lay1: number },
  side: 'back' | 'lay',
): Partial<SelectedBetTerms> | string {
  const selectedOdd = side === 'back' ? odd.back1 : odd.lay1;
  if (!(selectedOdd > 0)) return INVALID_ODD;
  const amount = DEFAULT_CASINO_STAKE;
  return {
    marketType: 'casino',
    eventId: 0,
    marketId,
    marketName: gameId,
    gameType: gameId,
    runnerName: odd.runnerName,
    selectedId: odd.selectionId,
    selectedOdd,
    selectedRate: selectedOdd,
    type: side,
    isBookmaker: false,
    isFancy: false,
    isYesAndNo: false,
    maxLimit: 0,
    amount,
  };
}
