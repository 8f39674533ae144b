import { Button, Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { TIME_OUT_HOURS, timeOutLabel, type TimeOutHours } from '@exchange/betting';

/** The self-exclusion time-out: a length, then a confirm step that says what it does. */
export function TimeOutPanel({ onTake }: { onTake: (hours: TimeOutHours) => Promise<void> }) {
  const [asked, setAsked] = useState<TimeOutHours | null>(null);
  const [taking, setTaking] = useState(false);

  if (asked !== null)
    return (
      <Stack gap="2" role="alertdialog" aria-label="Confirm time-out" data-testid="time-out-confirm">
        <Text fontSize="sm">
          Take a time-out of {timeOutLabel(asked)}? You will be logged out at once and cannot sign in or bet until it
          ends. It cannot be cancelled.
        </Text>
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
            Confirm time-out
          </Button>
          <Button size="sm" variant="outline" disabled={taking} onClick={() => setAsked(null)}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    );

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Take a break from play: sign-in and betting stop until the time-out ends.
      </Text>
      <Flex gap="2" wrap="wrap">
        {TIME_OUT_HOURS.map((hours) => (
          <Button key={hours} size="sm" variant="outline" onClick={() => setAsked(hours)}>
            {timeOutLabel(hours)}
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}
