import { Button, Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import type { SelectedBet } from '@exchange/shared-auth';
import styles from './betslip.module.css';
import { PriceField } from './PriceField';
import { AmountInput, PleaseWait, ProfitLossLine, StakeChips, slipMode } from './SlipFields';
import { useTranslateText } from '@exchange/shared-ui';

type Props = {
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
 * The slip beside the markets on screens of 768 px and wider. The spec's desktop shows only a
 * placeholder, which leaves desktop players no way to bet (docs/decisions.md). The panel and the
 * empty slip are plain elements (betslip.module.css): they are on a live match's first render,
 * which builds no Chakra styles (issue 12); a filled slip's body keeps its Chakra components.
 */
export function DesktopBetSlip({ bet, seconds, placing, eventName, onAmount, onPrice, onPlace, onCancel }: Props) {
  const tx = useTranslateText();
  const order = bet?.marketType === 'matchOdds';
  return (
    <div className={styles.slip} data-betslip="" data-testid="bet-slip">
      <p className={styles.slipTitle}>{tx('Bet Slip')}</p>
      {!bet ? (
        <p className={styles.slipEmpty}>{tx('Click a rate to place a bet')}</p>
      ) : (
        <Stack p="3" gap="2" bg={bet.type === 'back' ? 'bet.back' : 'bet.lay'} color="black">
          <Flex justify="space-between" fontSize="sm">
            <Text fontWeight="bold" data-testid="slip-runner">
              {bet.runnerName}
            </Text>
            <Text data-testid="slip-countdown">{seconds}s</Text>
          </Flex>
          <Text fontSize="xs">{eventName}</Text>
          <Flex justify="space-between" fontSize="sm">
            {order ? (
              <Text>{tx('Price')}</Text>
            ) : (
              <Text>
                {tx('Rate')}:{' '}
                <b data-testid="slip-rate">
                  {bet.isFancy ? `${bet.selectedOdd} / ${bet.selectedRate}` : bet.selectedOdd}
                </b>
              </Text>
            )}
            <Text>
              {tx('Mode')}: <b data-testid="slip-mode">{slipMode(bet)}</b>
            </Text>
          </Flex>
          {order ? <PriceField price={bet.selectedOdd} onChange={onPrice} disabled={placing} /> : null}
          {bet.isFancy ? (
            <Text fontSize="xs">
              {tx('Max')}: {bet.maxLimit}
            </Text>
          ) : null}
          <AmountInput amount={bet.amount} onChange={onAmount} disabled={placing} />
          <StakeChips onPick={onAmount} disabled={placing} />
          <ProfitLossLine bet={bet} />
          {placing ? <PleaseWait /> : null}
          <Flex gap="2">
            <Button flex="1" size="sm" variant="outline" bg="bg" onClick={onCancel} disabled={placing}>
              {tx('Cancel')}
            </Button>
            <Button
              flex="1"
              size="sm"
              colorPalette="green"
              onClick={onPlace}
              disabled={placing}
              data-testid="place-bet"
            >
              {tx('Place Bet')}
            </Button>
          </Flex>
        </Stack>
      )}
    </div>
  );
}
