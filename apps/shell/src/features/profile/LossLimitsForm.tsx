import { Box, Button, Flex, Input, Stack, Text } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { LOSS_PERIODS, formatAmount, formatIstDateTime, lossLimitProblem, type LossPeriod } from '@exchange/betting';
import type { PlayerLimits } from '@exchange/contracts/limits';
import { useT, useTranslateText } from '@exchange/shared-ui';

export type LossLimitChanges = Partial<Record<LossPeriod, number | null>>;
const TITLES: Record<LossPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** What the player typed, read as untrusted: a number only when it is written as one. */
function typedAmount(text: string): number {
  const trimmed = text.trim().replace(/,/g, '');
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The changes the typed values ask for, or the first thing wrong with one (naming the limit). */
export function readLossLimitForm(typed: Record<LossPeriod, string>): LossLimitChanges | string {
  const changes: LossLimitChanges = {};
  for (const period of LOSS_PERIODS) {
    if (typed[period].trim() === '') continue;
    const amount = typedAmount(typed[period]);
    const problem = lossLimitProblem(amount);
    if (problem) return `${TITLES[period]} limit: ${problem}`;
    changes[period] = amount;
  }
  return Object.keys(changes).length > 0 ? changes : 'Enter a limit to set';
}

const EMPTY: Record<LossPeriod, string> = { daily: '', weekly: '', monthly: '' };

/**
 * Daily, weekly and monthly net-loss limits: the one in force, a raise waiting for its time, and a
 * form to change them. `onSave` answers an error text or null when saved.
 */
export function LossLimitsForm({
  limits,
  onSave,
}: {
  limits: PlayerLimits['lossLimits'];
  onSave: (changes: LossLimitChanges) => Promise<string | null>;
}) {
  const t = useT();
  const tx = useTranslateText();
  const [typed, setTyped] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(changes: LossLimitChanges | string) {
    if (typeof changes === 'string') {
      setProblem(tx(changes));
      return;
    }
    setSaving(true);
    const refused = await onSave(changes);
    setSaving(false);
    // The API's refusal arrives in English: shown in the language on screen.
    setProblem(refused === null ? null : tx(refused));
    if (!refused) setTyped(EMPTY);
  }

  return (
    <Stack gap="2" data-testid="loss-limits">
      {LOSS_PERIODS.map((period) => {
        const { limit, pending } = limits[period];
        return (
          <Box key={period} borderBottomWidth="1px" borderColor="border.muted" pb="2">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" minW="28">
                {tx(`${TITLES[period]} loss limit`)}
              </Text>
              <Text fontSize="sm" fontWeight="semibold" data-testid={`loss-limit-${period}`}>
                {limit === null ? tx('No limit') : formatAmount(limit)}
              </Text>
            </Flex>
            {pending ? (
              <Text fontSize="xs" color="orange.700" data-testid={`loss-limit-${period}-pending`}>
                {t('limits.pendingFrom', {
                  limit: pending.limit === null ? tx('No limit') : formatAmount(pending.limit),
                  at: formatIstDateTime(Date.parse(pending.effectiveAt)),
                })}
              </Text>
            ) : null}
            <Flex gap="2" mt="1.5">
              <Input
                size="sm"
                inputMode="decimal"
                aria-label={tx(`New ${period} loss limit`)}
                placeholder={tx(limit === null ? 'Set a limit' : 'New limit')}
                value={typed[period]}
                onChange={(e) => setTyped({ ...typed, [period]: e.target.value })}
              />
              {limit !== null && pending?.limit !== null ? (
                <Button size="sm" variant="outline" disabled={saving} onClick={() => void save({ [period]: null })}>
                  {tx('Remove')}
                </Button>
              ) : null}
            </Flex>
          </Box>
        );
      })}
      {problem ? (
        <Text role="alert" fontSize="sm" color="red.600">
          {problem}
        </Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {tx('A lower limit applies at once; a higher one, or removing a limit, only after 24 hours.')}
      </Text>
      <Button
        size="sm"
        colorPalette="brand"
        alignSelf="flex-start"
        loading={saving}
        onClick={() => void save(readLossLimitForm(typed))}
      >
        {tx('Save limits')}
      </Button>
    </Stack>
  );
}
