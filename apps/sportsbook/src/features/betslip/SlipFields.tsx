import { Box, Button, Flex, Input, SimpleGrid, Spinner, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { AMOUNT_MAX_LENGTH } from '@exchange/betting';
import { stakeButtonsSelectors, useAppSelector, type SelectedBet } from '@exchange/shared-auth';
import { formatAmount, useTranslateText } from '@exchange/shared-ui';

/** Amount input: digits only, at most 9 characters (spec section 5). */
export function AmountInput({
  amount,
  onChange,
  disabled,
}: {
  amount: number;
  onChange: (amount: number) => void;
  disabled: boolean;
}) {
  const tx = useTranslateText();
  return (
    <Input
      aria-label={tx('Amount')}
      data-testid="slip-amount"
      inputMode="numeric"
      maxLength={AMOUNT_MAX_LENGTH}
      size="sm"
      bg="bg"
      value={amount > 0 ? String(amount) : ''}
      placeholder={tx('Amount')}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value.replace(/\D/g, '').slice(0, AMOUNT_MAX_LENGTH)) || 0)}
      autoFocus
    />
  );
}

/** The player's sport stake presets as a grid of chips. */
export const StakeChips = memo(function StakeChips({
  onPick,
  disabled,
}: {
  onPick: (value: number) => void;
  disabled: boolean;
}) {
  const buttons = useAppSelector((state) => stakeButtonsSelectors.selectStakeButtons(state, 'sport'));
  return (
    <SimpleGrid columns={4} gap="1" data-testid="stake-chips">
      {buttons.map((b) => (
        <Button
          key={`${b.label}-${b.value}`}
          size="xs"
          variant="outline"
          disabled={disabled}
          onClick={() => onPick(b.value)}
        >
          {b.label}
        </Button>
      ))}
    </SimpleGrid>
  );
});

export function PleaseWait() {
  const tx = useTranslateText();
  return (
    <Flex align="center" gap="2" justify="center" py="1" data-testid="please-wait">
      <Spinner size="sm" />
      <Text fontSize="sm">{tx('Please wait..')}</Text>
    </Flex>
  );
}

/** Profit if the bet wins; what it risks, which an exchange calls the liability on Match Odds (issue 15). */
export function ProfitLossLine({ bet }: { bet: SelectedBet }) {
  const tx = useTranslateText();
  return (
    <Flex justify="space-between" fontSize="xs">
      <Text>
        {tx('Profit')}:{' '}
        <Box as="span" color="pl.positive" fontWeight="bold" data-testid="slip-profit">
          {formatAmount(bet.profit ?? 0)}
        </Box>
      </Text>
      <Text>
        {tx(bet.marketType === 'matchOdds' ? 'Liability' : 'Loss')}:{' '}
        <Box as="span" color="pl.negative" fontWeight="bold" data-testid="slip-loss">
          {formatAmount(bet.loss ?? 0)}
        </Box>
      </Text>
    </Flex>
  );
}

/**
 * What every slip asks once its rate is picked: the amount (with Clear on a session's phone slip),
 * the player's stake chips, what the bet wins and loses, and 'Please wait..' while it is sent.
 */
export function StakeFields({
  bet,
  placing,
  onAmount,
  clearable = false,
}: {
  bet: SelectedBet;
  placing: boolean;
  onAmount: (amount: number) => void;
  clearable?: boolean;
}) {
  const tx = useTranslateText();
  return (
    <>
      <AmountInput amount={bet.amount} onChange={onAmount} disabled={placing} />
      {clearable ? (
        <Button size="xs" variant="outline" bg="bg" alignSelf="start" onClick={() => onAmount(0)} disabled={placing}>
          {tx('Clear')}
        </Button>
      ) : null}
      <StakeChips onPick={onAmount} disabled={placing} />
      <ProfitLossLine bet={bet} />
      {placing ? <PleaseWait /> : null}
    </>
  );
}

/** A slip's buttons: Cancel (where it has one) and the one that places the bet, both off while it is sent. */
export function SlipActions({
  placing,
  placeLabel,
  onPlace,
  onCancel,
}: {
  placing: boolean;
  /** In the language on screen. */
  placeLabel: string;
  onPlace: () => void;
  onCancel?: () => void;
}) {
  const tx = useTranslateText();
  return (
    <Flex gap="2" w="full">
      {onCancel ? (
        <Button flex="1" size="sm" variant="outline" bg="bg" onClick={onCancel} disabled={placing}>
          {tx('Cancel')}
        </Button>
      ) : null}
      <Button flex="1" size="sm" colorPalette="green" onClick={onPlace} disabled={placing} data-testid="place-bet">
        {placeLabel}
      </Button>
    </Flex>
  );
}
