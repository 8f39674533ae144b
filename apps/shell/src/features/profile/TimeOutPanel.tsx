import { Button, Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { TIME_OUT_HOURS, timeOutLabel, type TimeOutHours } from '@exchange/betting';
import { useT, useTranslateText } from '@exchange/shared-ui';

/** The self-exclusion time-out: a length, then a confirm step that says what it does. */
export function TimeOutPanel({ onTake }: { onTake: (hours: TimeOutHours) => Promise<void> }) {
  const [asked, setAsked] = useState<TimeOutHours | null>(null);
  const [taking, setTaking] = useState(false);
  const t = useT();
  const tx = useTranslateText();

  if (asked !== null)
    return (
      <Stack gap="2" role="alertdialog" aria-label={tx('Confirm time-out')} data-testid="time-out-confirm">
        <Text fontSize="sm">{t('limits.timeOutAsk', { length: tx(timeOutLabel(asked)) })}</Text>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="red"
            loading={taking}
            onClick={() => {
              setTaking(true);
              void onTake(asked).finally(() => setTaking(false));
            }}
          >
            {tx('Confirm time-out')}
          </Button>
          <Button size="sm" variant="outline" disabled={taking} onClick={() => setAsked(null)}>
            {tx('Cancel')}
          </Button>
        </Flex>
      </Stack>
    );

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {tx('Take a break from play: sign-in and betting stop until the time-out ends.')}
      </Text>
      <Flex gap="2" wrap="wrap">
        {TIME_OUT_HOURS.map((hours) => (
          <Button key={hours} size="sm" variant="outline" onClick={() => setAsked(hours)}>
            {tx(timeOutLabel(hours))}
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}
