import { Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import type { SelectedBet } from '@exchange/shared-auth';
import { useTranslateText } from '@exchange/shared-ui';
import { PriceField } from './PriceField';
import { SlipActions, StakeFields } from './SlipFields';
import { slipMode, slipRateText } from './slipRules';

export type SlipProps = {
  bet: SelectedBet | null;
  seconds: number;
  placing: boolean;
  eventName: string;
  onAmount: (amount: number) => void;
  /** A Match Odds slip's price (issue 15); the other slips take the rate they were opened at. */
  onPrice: (price: number) => void;
  onPlace: () => void;
  onCancel: () => void;
};

/**
 * The desktop slip's body once a rate is picked (DesktopBetSlip): Chakra components, in a chunk of
 * their own that a cold match does not load before its rates (issue 12; slipIslands.tsx).
 */
export function DesktopSlipBody(props: SlipProps & { bet: SelectedBet }) {
  const { bet, placing } = props;
  const tx = useTranslateText();
  const order = bet.marketType === 'matchOdds';
  return (
    <Stack p="3" gap="2" bg={bet.type === 'back' ? 'bet.back' : 'bet.lay'} color="black">
      <Flex justify="space-between" fontSize="sm">
        <Text fontWeight="bold" data-testid="slip-runner">
          {bet.runnerName}
        </Text>
        <Text data-testid="slip-countdown">{props.seconds}s</Text>
      </Flex>
      <Text fontSize="xs">{props.eventName}</Text>
      <Flex justify="space-between" fontSize="sm">
        {order ? (
          <Text>{tx('Price')}</Text>
        ) : (
          <Text>
            {tx('Rate')}: <b data-testid="slip-rate">{slipRateText(bet)}</b>
          </Text>
        )}
        <Text>
          {tx('Mode')}: <b data-testid="slip-mode">{slipMode(bet)}</b>
        </Text>
      </Flex>
      {order ? <PriceField price={bet.selectedOdd} onChange={props.onPrice} disabled={placing} /> : null}
      {bet.isFancy ? (
        <Text fontSize="xs">
          {tx('Max')}: {bet.maxLimit}
        </Text>
      ) : null}
      <StakeFields bet={bet} placing={placing} onAmount={props.onAmount} />
      <SlipActions placing={placing} placeLabel={tx('Place Bet')} onPlace={props.onPlace} onCancel={props.onCancel} />
    </Stack>
  );
}
