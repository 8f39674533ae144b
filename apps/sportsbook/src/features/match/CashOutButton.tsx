import { AppDialog, Button, Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import { memo, useRef, useState } from 'react';
import { formatOdds } from '@exchange/betting';
import type { CashOutHedge } from '@exchange/contracts/matchOdds';
import { formatAmount, notify, tNow, translateNow, useTranslateText } from '@exchange/shared-ui';
import { betErrorText } from '../betslip';
import { cashOutApi, type CashOutMarket, type LevellingOffer } from './cashOutApi';

export const CASH_OUT = 'Cash Out';
export const ALREADY_LEVEL = 'Your position is already level: nothing to place.';
export const cashedOutText = (guaranteed: number) => tNow('cashOut.done', { amount: formatAmount(guaranteed) });

/** The spec's words per market: LAGAI / KHAI on the bookmaker, Back / Lay on Match Odds. */
function hedgeText(market: CashOutMarket, bet: CashOutHedge): string {
  const side =
    market === 'bookmaker'
      ? bet.type === 'back'
        ? 'LAGAI'
        : 'KHAI'
      : translateNow(bet.type === 'back' ? 'Back' : 'Lay');
  const rate = market === 'bookmaker' ? String(bet.price) : formatOdds(bet.price);
  return tNow('cashOut.hedge', { side, runner: bet.runnerName, amount: formatAmount(bet.amount), rate });
}

function OfferBody({ market, offer }: { market: CashOutMarket; offer: LevellingOffer }) {
  const tx = useTranslateText();
  return (
    <Stack gap="2" fontSize="sm">
      {offer.bets.length === 0 ? <Text>{tx(ALREADY_LEVEL)}</Text> : <Text>{tx('This places:')}</Text>}
      {offer.bets.map((bet) => (
        <Text
          key={bet.selectionId}
          px="2"
          py="1"
          borderRadius="sm"
          bg={`bet.${bet.type}`}
          color="black"
          fontWeight="semibold"
          data-testid="cash-out-bet"
        >
          {hedgeText(market, bet)}
        </Text>
      ))}
      <Flex justify="space-between" fontWeight="bold" pt="1" borderTopWidth="1px">
        <Text>{tx('Guaranteed whatever the result')}</Text>
        <Text color={offer.guaranteed < 0 ? 'pl.negative' : 'pl.positive'} data-testid="cash-out-guaranteed">
          ₹{formatAmount(offer.guaranteed)}
        </Text>
      </Flex>
    </Stack>
  );
}

type Props = { market: CashOutMarket; eventId: number; label: string };

/**
 * Cash-out (issue 15), one per market: asks the API for the levelling bets at the prices on offer
 * now and what every result then pays, shows them, and places them on Confirm. The API refuses
 * (suspended, price moved, amount changed) with its own words, shown as they come. One request at
 * a time: the buttons are disabled and a ref guards the moment before React re-renders.
 */
export const CashOutButton = memo(function CashOutButton({ market, eventId, label: englishLabel }: Props) {
  const tx = useTranslateText();
  const label = tx(englishLabel);
  const cashOutText = tx(CASH_OUT);
  const [fetchOffer, offerState] = cashOutApi.useLazyGetCashOutOfferQuery();
  const [cashOut, cashing] = cashOutApi.useCashOutMutation();
  const [open, setOpen] = useState(false);
  const busy = useRef(false);
  const offer = open ? offerState.data : undefined;

  const guarded = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch (error) {
      setOpen(false);
      notify.error(betErrorText(error, false));
    } finally {
      busy.current = false;
    }
  };
  const onOpen = () =>
    guarded(async () => {
      const fresh = await fetchOffer({ market, eventId }, false).unwrap();
      if (!fresh) throw new Error('unreadable offer');
      setOpen(true);
    });
  const onConfirm = () =>
    guarded(async () => {
      if (!offer) return;
      const done = await cashOut({ market, eventId, marketId: offer.marketId, guaranteed: offer.guaranteed }).unwrap();
      setOpen(false);
      notify.success(cashedOutText(done?.guaranteed ?? offer.guaranteed));
    });
  const loading = offerState.isFetching || cashing.isLoading;

  return (
    <>
      <Button
        size="xs"
        colorPalette="orange"
        onClick={onOpen}
        loading={offerState.isFetching}
        disabled={loading}
        aria-label={`${cashOutText} ${label}`}
        data-testid={`cash-out-${market}`}
      >
        {cashOutText}
      </Button>
      <AppDialog
        open={open && offer !== undefined && offer !== null}
        onClose={() => (cashing.isLoading ? undefined : setOpen(false))}
        size="xs"
        closeButton={false}
        title={`${cashOutText}: ${label}`}
        data-testid="cash-out-dialog"
        footer={
          <>
            <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={cashing.isLoading}>
              {tx('Cancel')}
            </Button>
            {offer && offer.bets.length > 0 ? (
              <Button size="sm" colorPalette="green" onClick={onConfirm} loading={cashing.isLoading}>
                {tx('Confirm')}
              </Button>
            ) : null}
          </>
        }
      >
        {offer ? <OfferBody market={market} offer={offer} /> : null}
      </AppDialog>
    </>
  );
});

/**
 * A market's cash-out row under its table. The match pages show it through islands.tsx's
 * CashOutBar, while the player holds a position on the market, in a chunk of its own (issue 12).
 */
export const CashOutRow = memo(function CashOutRow({ market, eventId, label }: Props) {
  return (
    <Flex justify="flex-end" mt="-1">
      <CashOutButton market={market} eventId={eventId} label={label} />
    </Flex>
  );
});
