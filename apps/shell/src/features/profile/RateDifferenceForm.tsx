import { Button, HStack, NativeSelect } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { errorText, isApiError } from '@exchange/shared-http';
import { notify, useT, useTranslateText } from '@exchange/shared-ui';
import { profileApi } from './profileApi';
import { RATE_DIFFERENCES } from './profileSections';

export function RateDifferenceForm({ userId, saved }: { userId: number; saved: number }) {
  const tx = useTranslateText();
  const t = useT();
  const [choice, setChoice] = useState<number | null>(null);
  const [save, { isLoading }] = profileApi.useSetRateDifferenceMutation();
  const value = choice ?? saved;

  async function update() {
    const result = await save({ id: userId, rateDifference: value });
    if ('error' in result) {
      notify.error(errorText(isApiError(result.error) ? result.error : undefined, t('msg.rateNotSaved')));
      return;
    }
    setChoice(null);
    notify.success(t('shell.rateDifferenceUpdated'));
  }

  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" w="24">
        <NativeSelect.Field
          aria-label={tx('Rate Difference')}
          name="rateDifference"
          value={String(value)}
          onChange={(e) => setChoice(Number(e.target.value))}
        >
          {RATE_DIFFERENCES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        colorPalette="brand"
        loading={isLoading}
        disabled={value === saved}
        onClick={() => void update()}
      >
        {tx('Update')}
      </Button>
    </HStack>
  );
}
