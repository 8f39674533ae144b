import { AppDialog, Stack, Text } from '@exchange/shared-ui/chakra';
import type { SlipProps } from './DesktopSlipBody';
import { PriceField } from './PriceField';
import { SlipActions, StakeFields } from './SlipFields';
import { slipMode, slipRateText } from './slipRules';
import { useTranslateText } from '@exchange/shared-ui';

/**
 * Under 768 px (spec section 2): the 'Place Bet' dialog for the bookmaker and the 'BET SLIP'
 * dialog for a session. A click outside clears the selection.
 */
export function MobileBetDialogs(props: SlipProps) {
  const { bet, placing, onCancel } = props;
  const tx = useTranslateText();
  const fancy = bet?.isFancy ?? false;
  return (
    <AppDialog
      open={bet !== null}
      onClose={onCancel}
      size="xs"
      closeButton={false}
      tone={bet?.type === 'lay' ? 'lay' : 'back'}
      title={tx(fancy ? 'BET SLIP' : 'Place Bet')}
      headerEnd={
        <Text fontSize="sm" data-testid="slip-countdown">
          {props.seconds}s
        </Text>
      }
      data-betslip=""
      data-testid="bet-slip"
      footer={
        <SlipActions
          placing={placing}
          placeLabel={tx(fancy ? 'Place bet' : 'Place Bet')}
          onPlace={props.onPlace}
          onCancel={fancy ? undefined : onCancel}
        />
      }
    >
      {bet ? (
        <Stack gap="2" fontSize="sm">
          {fancy ? (
            <>
              <Text>
                {tx('Max')}: {bet.maxLimit}
              </Text>
              <Text fontWeight="bold">{props.eventName}</Text>
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
                  <PriceField price={bet.selectedOdd} onChange={props.onPrice} disabled={placing} />
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
          <StakeFields bet={bet} placing={placing} onAmount={props.onAmount} clearable={fancy} />
        </Stack>
      ) : null}
    </AppDialog>
  );
}
