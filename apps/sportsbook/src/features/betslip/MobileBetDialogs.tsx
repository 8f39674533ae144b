import { Button, Dialog, Flex, Portal, Stack, Text } from '@exchange/shared-ui/chakra';
import type { SlipProps } from './DesktopSlipBody';
import { PriceField } from './PriceField';
import { AmountInput, PleaseWait, ProfitLossLine, StakeChips } from './SlipFields';
import { slipMode, slipRateText } from './slipRules';
import { useOpenedOnce, useTranslateText } from '@exchange/shared-ui';

/**
 * Under 768 px (spec section 2): the 'Place Bet' dialog for the bookmaker and the 'BET SLIP'
 * dialog for a session. A click outside clears the selection.
 */
export function MobileBetDialogs({
  bet,
  seconds,
  placing,
  eventName,
  onAmount,
  onPrice,
  onPlace,
  onCancel,
}: SlipProps) {
  const tx = useTranslateText();
  const fancy = bet?.isFancy ?? false;
  if (!useOpenedOnce(bet !== null)) return null;
  return (
    <Dialog.Root
      open={bet !== null}
      onOpenChange={(e) => (e.open ? undefined : onCancel())}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-betslip=""
            data-testid="bet-slip"
            bg={bet?.type === 'lay' ? 'bet.lay' : 'bet.back'}
            color="black"
          >
            <Dialog.Header py="2" justifyContent="space-between">
              <Dialog.Title fontSize="md">{tx(fancy ? 'BET SLIP' : 'Place Bet')}</Dialog.Title>
              <Text fontSize="sm" data-testid="slip-countdown">
                {seconds}s
              </Text>
            </Dialog.Header>
            {bet ? (
              <Dialog.Body>
                <Stack gap="2" fontSize="sm">
                  {fancy ? (
                    <>
                      <Text>
                        {tx('Max')}: {bet.maxLimit}
                      </Text>
                      <Text fontWeight="bold">{eventName}</Text>
                      <Text data-testid="slip-runner">
                        {bet.runnerName} · {slipMode(bet)} <b data-testid="slip-rate">{slipRateText(bet)}</b>
                      </Text>
                    </>
                  ) : (
                    <>
                      <Text>
                        {tx('Team')}: <b data-testid="slip-runner">{bet.runnerName}</b>
                      </Text>
                      {bet.marketType === 'matchOdds' ? (
                        <>
                          <Text>{tx('Price')}:</Text>
                          <PriceField price={bet.selectedOdd} onChange={onPrice} disabled={placing} />
                        </>
                      ) : (
                        <Text>
                          {tx('Rate')}: <b data-testid="slip-rate">{bet.selectedOdd}</b>
                        </Text>
                      )}
                      <Text>
                        {tx('Mode')}: <b data-testid="slip-mode">{slipMode(bet)}</b>
                      </Text>
                    </>
                  )}
                  <AmountInput amount={bet.amount} onChange={onAmount} disabled={placing} />
                  {fancy ? (
                    <Button
                      size="xs"
                      variant="outline"
                      bg="bg"
                      alignSelf="start"
                      onClick={() => onAmount(0)}
                      disabled={placing}
                    >
                      {tx('Clear')}
                    </Button>
                  ) : null}
                  <StakeChips onPick={onAmount} disabled={placing} />
                  <ProfitLossLine bet={bet} />
                  {placing ? <PleaseWait /> : null}
                </Stack>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Flex gap="2" w="full">
                {fancy ? null : (
                  <Button flex="1" size="sm" variant="outline" bg="bg" onClick={onCancel} disabled={placing}>
                    {tx('Cancel')}
                  </Button>
                )}
                <Button
                  flex="1"
                  size="sm"
                  colorPalette="green"
                  onClick={onPlace}
                  disabled={placing}
                  data-testid="place-bet"
                >
                  {tx(fancy ? 'Place bet' : 'Place Bet')}
                </Button>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
