import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cricketMarketKind, validateSportBet, type StakeLimits } from '@exchange/betting';
import { errorText, isApiError, type ApiError } from '@exchange/shared-http';
import {
  gameDataActions,
  gameDataSelectors,
  useAppDispatch,
  useAppSelector,
  type SelectedBet,
  type SelectedBetTerms,
} from '@exchange/shared-auth';
import { notify, useSlipCountdown } from '@exchange/shared-ui';
import { betslipApi } from './betslipApi';
import { useBetPreferences } from './preferencesApi';
import {
  BET_DELAY_MS,
  BET_PLACED,
  FANCY_BET_DELAY_MS,
  ONE_CLICK_UNDO_MS,
  FANCY_BET_PLACED,
  FANCY_SOMETHING_WENT_WRONG,
  SLIP_SECONDS,
  SOMETHING_WENT_WRONG,
  fancyPayload,
  matchOddsProblem,
  orderOutcomeText,
  type MatchOddsLimits,
} from './slipRules';

/** The bet delay, which an Undo (one-click) ends early: resolves true when it ran out, false when undone. */
type Delay = { done: Promise<boolean>; undo: () => void };
function delay(ms: number): Delay {
  let undo = () => {};
  const done = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    undo = () => {
      clearTimeout(timer);
      resolve(false);
    };
  });
  return { done, undo };
}
const slipIdentity = (bet: SelectedBet | null) =>
  bet ? `${bet.eventId}:${bet.marketId}:${bet.selectedId}:${bet.type}:${bet.selectedOdd}` : '';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The error toast of spec section 8: a 500's response text; a refused bet's own reason (odds
 * changed, over limit, balance: docs/decisions/0027-cricket-exchange-rules.md); anything else
 * 'Something Went Wrong'.
 */
export function betErrorText(error: unknown, fancy: boolean): string {
  const fallback = fancy ? FANCY_SOMETHING_WENT_WRONG : SOMETHING_WENT_WRONG;
  if (!isApiError(error)) return fallback;
  const e: ApiError = error;
  if (e.status >= 500) return typeof e.response === 'string' && e.response ? e.response : fallback;
  if (e.status >= 400 && e.status !== 401) return errorText(e, fallback);
  return fallback;
}

/**
 * The sport bet slip (spec section 4): a 5 s countdown that closes it at 0 (restarted when the
 * amount changes), validation with the spec's messages, the fixed delay, one call per slip
 * (an Idempotency-Key per selection, and a guard against double clicks), toasts, then cleared.
 */
export function useBetSlip(limits: StakeLimits | null | undefined, matchOdds?: MatchOddsLimits) {
  const dispatch = useAppDispatch();
  const bet = useAppSelector(gameDataSelectors.selectSelectedBet);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  // Bumped on every opening, so reopening the same rate starts a fresh slip (countdown and key).
  const [opening, setOpening] = useState(0);
  const identity = bet ? `${opening}:${slipIdentity(bet)}` : '';
  const key = useMemo(() => (identity ? newKey() : ''), [identity]);
  const [placeBet] = betslipApi.usePlaceBetMutation();
  const [placeFancyBet] = betslipApi.usePlaceFancyBetMutation();
  const [placeOrder] = betslipApi.usePlaceOrderMutation();
  const { persistence, acceptBetterOdds, oneClick, oneClickStake } = useBetPreferences();
  // One-click (issue 15): the next selection places itself, with an Undo while the bet delay runs.
  const autoPlaceRef = useRef(false);
  const delayRef = useRef<Delay | null>(null);
  const [undoable, setUndoable] = useState(false);

  const clear = useCallback(() => {
    if (!placingRef.current) dispatch(gameDataActions.betCleared());
  }, [dispatch]);

  // Seconds run from the selection or the last change of amount (the countdown the casino slip
  // shares, useSlipCountdown); the slip closes at 0, never while its bet is being sent.
  const expire = useCallback(() => {
    if (!placingRef.current) dispatch(gameDataActions.betCleared());
  }, [dispatch]);
  const seconds = useSlipCountdown({
    total: SLIP_SECONDS,
    resetKey: identity ? `${identity}:${bet?.amount ?? 0}` : '',
    paused: placing,
    onExpire: expire,
  });

  const open = useCallback(
    (selection: SelectedBetTerms) => {
      if (placingRef.current) return;
      setOpening((n) => n + 1);
      autoPlaceRef.current = oneClick;
      dispatch(gameDataActions.betSelected(oneClick ? { ...selection, amount: oneClickStake } : selection));
    },
    [dispatch, oneClick, oneClickStake],
  );

  const setAmount = useCallback(
    (amount: number) => {
      if (!bet) return;
      dispatch(gameDataActions.betSelected({ amount }));
    },
    [bet, dispatch],
  );

  /** A Match Odds slip's price, as typed or stepped along the ladder. */
  const setPrice = useCallback(
    (price: number) => {
      if (bet?.marketType !== 'matchOdds') return;
      dispatch(gameDataActions.betSelected({ selectedOdd: price, selectedRate: price }));
    },
    [bet?.marketType, dispatch],
  );

  const submit = useCallback(
    async (oneClickBet: boolean) => {
      if (!bet || placingRef.current) return;
      const isOrder = bet.marketType === 'matchOdds';
      const problem = isOrder
        ? matchOddsProblem(bet, matchOdds)
        : validateSportBet({
            amount: bet.amount,
            odd: bet.selectedOdd,
            marketType: cricketMarketKind(bet.isFancy),
            limits,
          });
      if (problem) {
        notify.error(problem);
        return;
      }
      placingRef.current = true;
      setPlacing(true);
      try {
        const betDelay = bet.isFancy ? FANCY_BET_DELAY_MS : BET_DELAY_MS;
        const pause = delay(oneClickBet ? Math.max(betDelay, ONE_CLICK_UNDO_MS) : betDelay);
        delayRef.current = pause;
        setUndoable(oneClickBet);
        const ranOut = await pause.done;
        delayRef.current = null;
        setUndoable(false);
        if (!ranOut) {
          // Undone: nothing was sent.
          placingRef.current = false;
          dispatch(gameDataActions.betCleared());
          return;
        }
        if (bet.isFancy) {
          await placeFancyBet({ idempotencyKey: key, payload: { ...fancyPayload(bet), acceptBetterOdds } }).unwrap();
          notify.success(FANCY_BET_PLACED);
        } else if (isOrder) {
          const order = await placeOrder({
            idempotencyKey: key,
            payload: {
              eventId: Math.trunc(bet.eventId),
              marketId: bet.marketId,
              selectionId: bet.selectedId,
              type: bet.type,
              price: bet.selectedOdd,
              amount: bet.amount,
              persistence,
            },
          }).unwrap();
          notify.success(order ? orderOutcomeText(order) : BET_PLACED);
        } else {
          const back = bet.type === 'back';
          await placeBet({
            idempotencyKey: key,
            payload: {
              amount: bet.amount,
              profit: bet.profit,
              loss: bet.loss,
              marketId: bet.marketId,
              selectionId: bet.selectedId,
              type: bet.type,
              eventId: Math.trunc(bet.eventId),
              runnerName: bet.runnerName,
              gameType: bet.gameType,
              marketName: bet.marketName,
              ...(back
                ? { back: bet.selectedOdd, backRate: bet.selectedOdd }
                : { lay: bet.selectedOdd, layRate: bet.selectedOdd }),
              acceptBetterOdds,
            },
          }).unwrap();
          notify.success(BET_PLACED);
        }
        placingRef.current = false;
        dispatch(gameDataActions.betCleared());
      } catch (error) {
        notify.error(betErrorText(error, bet.isFancy));
      } finally {
        placingRef.current = false;
        setPlacing(false);
      }
    },
    [bet, dispatch, key, limits, matchOdds, placeBet, placeFancyBet, placeOrder, persistence, acceptBetterOdds],
  );

  // A one-click selection places itself once the store holds it (so the bet has its profit and loss).
  useEffect(() => {
    if (!identity || !autoPlaceRef.current) return;
    autoPlaceRef.current = false;
    void submit(true);
  }, [identity, submit]);

  /** The slip's Place Bet button. */
  const place = useCallback(() => submit(false), [submit]);

  /** Ends a one-click bet's delay early: the bet is dropped and nothing is sent. */
  const undo = useCallback(() => delayRef.current?.undo(), []);

  return { bet, seconds, placing, open, setAmount, setPrice, place, clear, undoable, undo };
}
