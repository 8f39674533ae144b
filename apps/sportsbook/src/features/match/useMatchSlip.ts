import { useCallback, useEffect, useMemo } from 'react';
import type { StakeLimits } from '@exchange/betting';
import { gameDataActions, useAppDispatch, type Sport } from '@exchange/shared-auth';
import { useBetSlip, type MatchSlipProps } from '../betslip';
import { matchOddsSelection, type MatchOddsPick } from './matchOddsSelection';
import { useOutsideClickClears } from './outsideClick';

type Options = {
  sport: Sport;
  eventId: number | undefined;
  eventName: string;
  /** The match's stake limits (cricket's settings); none for tennis and soccer. */
  settings: StakeLimits | null | undefined;
  /** The match's Match Odds market, whose stake limits its orders keep. */
  matchOdds: { marketId: string; minStack?: number | undefined; maxStack?: number | undefined } | null | undefined;
  mobile: boolean;
};

/**
 * A match page's slip, as cricket's, tennis' and soccer's pages hold it: Match Odds orders within
 * the market's stake limits; the selection cleared when the event changes and when the page is
 * left (spec section 4), and by a click outside the slip on a desktop; a Match Odds price opening
 * an order at that price; and the slip's props for MatchSlip, kept while nothing in them changes.
 */
export function useMatchSlip({ sport, eventId, eventName, settings, matchOdds, mobile }: Options) {
  const dispatch = useAppDispatch();
  const { minStack, maxStack } = matchOdds ?? {};
  const limits = useMemo(
    () => (minStack !== undefined && maxStack !== undefined ? { minStack, maxStack } : undefined),
    [minStack, maxStack],
  );
  const slip = useBetSlip(settings, limits);

  useEffect(() => {
    if (eventId) dispatch(gameDataActions.eventOpened({ sport, eventId }));
    return () => {
      dispatch(gameDataActions.betCleared());
    };
  }, [dispatch, eventId, sport]);
  useOutsideClickClears(slip.bet !== null && !mobile, slip.clear);

  const { open, bet, seconds, placing, setAmount, setPrice, place, clear, undoable, undo } = slip;
  const marketId = matchOdds?.marketId;
  const pickMatchOdds = useCallback(
    (runner: MatchOddsPick, side: 'back' | 'lay', price: number) => {
      if (!eventId || !marketId || !(price > 1)) return;
      open(matchOddsSelection(eventId, marketId, runner, side, price));
    },
    [open, eventId, marketId],
  );
  const slipProps = useMemo(
    (): MatchSlipProps => ({
      bet,
      seconds,
      placing,
      eventName,
      onAmount: setAmount,
      onPrice: setPrice,
      onPlace: place,
      onCancel: clear,
      undoable,
      onUndo: undo,
    }),
    [bet, seconds, placing, eventName, setAmount, setPrice, place, clear, undoable, undo],
  );
  return { open, bet, pickMatchOdds, slipProps };
}
