import { AppDialog, Box, Button, Flex, Input, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { AMOUNT_MAX_LENGTH, INVALID_ODD, casinoStakeProblem, formatOdds } from '@exchange/betting';
import { errorText, isApiError } from '@exchange/shared-http';
import {
  gameDataActions,
  stakeButtonsSelectors,
  useAppDispatch,
  useAppSelector,
  type SelectedBet,
} from '@exchange/shared-auth';
import { formatAmount, notify, useSlipCountdown, useT, useTranslateText } from '@exchange/shared-ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePlaceCasinoBetMutation } from '../casinoApi';
import { useCasinoSelection } from '../useTableSelection';

/** Spec section 9: the casino slip waits 500 ms (inputs disabled) before sending. */
export const CASINO_SUBMIT_DELAY_MS = 500;
/** Spec section 9: "casino slip timer prop 10 s"; the slip closes when it runs out, as the sport slip does at 5 s. */
export const CASINO_SLIP_SECONDS = 10;

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type SlipClockValue = { seconds: number; sending: boolean; setSending: (sending: boolean) => void };
const SlipClockContext = createContext<SlipClockValue | null>(null);

/**
 * The table's slip clock: the sport slip's countdown (useSlipCountdown) at 10 s, and whether the
 * slip's bet is being sent. It sits above the table's layouts, so the count goes on when the
 * sidebar slip and the phone's dialog swap (a resize, a rotated phone): each runs its slip from it.
 * It starts again with every selection or amount (each a new `bet` in the store), stands still
 * while the bet is sent, and at 0 closes the slip and clears the selection. Only the slip reads it:
 * the page does not re-render with its seconds.
 */
export function CasinoSlipClock({ children }: { children: ReactNode }) {
  const bet = useCasinoSelection();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const expire = useCallback(() => dispatch(gameDataActions.betCleared()), [dispatch]);
  const seconds = useSlipCountdown({ total: CASINO_SLIP_SECONDS, resetKey: bet, paused: sending, onExpire: expire });
  const value = useMemo(() => ({ seconds, sending, setSending }), [seconds, sending]);
  return <SlipClockContext.Provider value={value}>{children}</SlipClockContext.Provider>;
}

function useSlipClock(): SlipClockValue {
  const clock = useContext(SlipClockContext);
  if (!clock) throw new Error('A casino slip is drawn inside its table’s CasinoSlipClock');
  return clock;
}

function SlipForm({ bet, onDone }: { bet: SelectedBet; onDone: () => void }) {
  const tx = useTranslateText();
  const t = useT();
  const dispatch = useAppDispatch();
  const chips = useAppSelector((state) => stakeButtonsSelectors.selectStakeButtons(state, 'casino'));
  const [place] = usePlaceCasinoBetMutation();
  const { seconds, sending: loading, setSending: setLoading } = useSlipClock();
  const isBack = bet.type === 'back';

  const setAmount = (amount: number) => dispatch(gameDataActions.betSelected({ amount }));

  const submit = async () => {
    // The table's own limits, by the rule the API enforces, so the player reads why before sending.
    const problem = bet.selectedOdd > 0 ? casinoStakeProblem(bet.gameType, bet.amount) : INVALID_ODD;
    if (problem) {
      notify.error(problem);
      return;
    }
    setLoading(true);
    await new Promise((resolve) => setTimeout(resolve, CASINO_SUBMIT_DELAY_MS));
    const result = await place({
      idempotencyKey: newKey(),
      bet: {
        amount: bet.amount,
        marketId: bet.marketId,
        profit: bet.profit,
        loss: bet.loss,
        runnerName: bet.runnerName,
        selectionId: bet.selectedId,
        casinoGames: bet.gameType,
        type: bet.type,
        ...(isBack ? { back: bet.selectedOdd } : { lay: bet.selectedOdd }),
      },
    });
    if ('data' in result) notify.success(t('msg.betPlaced'));
    else {
      const error = isApiError(result.error) ? result.error : undefined;
      // 500 toasts the server's text; a refusal says why; anything else is the generic text (spec 8).
      notify.error(
        error && error.status >= 400 && error.status < 600
          ? errorText(error, t('msg.somethingWentWrong'))
          : t('msg.somethingWentWrong'),
      );
    }
    setLoading(false);
    onDone();
  };

  return (
    <Box bg={isBack ? 'bet.back' : 'bet.lay'} p="2" borderRadius="sm" data-testid="casino-bet-slip">
      <Flex justify="space-between" fontSize="sm" fontWeight="bold" gap="2">
        <Text data-testid="slip-runner">{bet.runnerName}</Text>
        <Text ml="auto" fontWeight="normal" data-testid="slip-countdown" title={t('slip.closesIn', { seconds })}>
          {seconds}s
        </Text>
        <Text data-testid="slip-odd">{formatOdds(bet.selectedOdd)}</Text>
      </Flex>
      <Input
        mt="2"
        bg="white"
        size="sm"
        inputMode="numeric"
        aria-label={tx('Amount')}
        data-testid="slip-amount"
        maxLength={AMOUNT_MAX_LENGTH}
        disabled={loading}
        value={bet.amount ? String(bet.amount) : ''}
        onChange={(e) => setAmount(Number(e.target.value.replace(/\D/g, '')) || 0)}
      />
      <SimpleGrid columns={4} gap="1" mt="2">
        {chips.map((chip) => (
          <Button
            key={`${chip.label}-${chip.value}`}
            size="xs"
            variant="outline"
            bg="white"
            disabled={loading}
            onClick={() => setAmount(chip.value)}
          >
            {chip.label}
          </Button>
        ))}
      </SimpleGrid>
      <Flex justify="space-between" fontSize="xs" mt="2">
        <Text>
          {tx('Profit')}: <b data-testid="slip-profit">{formatAmount(bet.profit ?? 0)}</b>
        </Text>
        <Text>
          {tx('Loss')}: <b data-testid="slip-loss">{formatAmount(bet.loss ?? 0)}</b>
        </Text>
      </Flex>
      <Flex gap="2" mt="2">
        <Button size="sm" variant="outline" bg="white" flex="1" disabled={loading} onClick={onDone}>
          {tx('Reset')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          flex="1"
          loading={loading}
          loadingText={tx('Please wait..')}
          disabled={loading || !(bet.amount > 0)}
          onClick={submit}
          data-testid="slip-submit"
        >
          {tx('Place Bet')}
        </Button>
      </Flex>
    </Box>
  );
}

/** Sidebar slip (1024 px and wider): an outside click clears the selection (spec section 4). */
export function InlineCasinoSlip() {
  const tx = useTranslateText();
  const bet = useCasinoSelection();
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!bet) return undefined;
    const onDown = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || ref.current?.contains(target) || target.closest('[data-casino-option]')) return;
      dispatch(gameDataActions.betCleared());
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [bet, dispatch]);
  return (
    <Box ref={ref}>
      {bet ? (
        <SlipForm bet={bet} onDone={() => dispatch(gameDataActions.betCleared())} />
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {tx('Click on an odd to place a bet.')}
        </Text>
      )}
    </Box>
  );
}

/** Under 1024 px the slip is a dialog; closing it any way clears the selection. */
export function DialogCasinoSlip() {
  const tx = useTranslateText();
  const bet = useCasinoSelection();
  const dispatch = useAppDispatch();
  const clear = () => dispatch(gameDataActions.betCleared());
  return (
    <AppDialog open={Boolean(bet)} onClose={clear} title={tx('Place Bet')}>
      {bet ? <SlipForm bet={bet} onDone={clear} /> : null}
    </AppDialog>
  );
}
