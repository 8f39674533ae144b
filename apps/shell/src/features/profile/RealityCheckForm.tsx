import { Button, HStack, NativeSelect } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { REALITY_CHECK_MINUTES } from '@exchange/betting';
import { useT, useTranslateText } from '@exchange/shared-ui';

/** How often the reality check shows: off, or every 15, 30 or 60 minutes. */
export function RealityCheckForm({ saved, onSave }: { saved: number; onSave: (minutes: number) => Promise<void> }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const t = useT();
  const tx = useTranslateText();
  const value = choice ?? saved;
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" w="44">
        <NativeSelect.Field
          aria-label={tx('Reality check')}
          value={String(value)}
          onChange={(e) => setChoice(Number(e.target.value))}
        >
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? tx('Off') : t('limits.everyMinutes', { minutes })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        colorPalette="brand"
        loading={saving}
        disabled={value === saved}
        onClick={() => {
          setSaving(true);
          void onSave(value).finally(() => {
            setSaving(false);
            setChoice(null);
          });
        }}
      >
        {tx('Save')}
      </Button>
    </HStack>
  );
}
