import { REALITY_CHECK_MINUTES } from '@exchange/betting';
import { useT, useTranslateText } from '@exchange/shared-ui';
import { SavedChoice } from './SavedChoice';

/** How often the reality check shows: off, or every 15, 30 or 60 minutes. */
export function RealityCheckForm({ saved, onSave }: { saved: number; onSave: (minutes: number) => Promise<boolean> }) {
  const t = useT();
  const tx = useTranslateText();
  const options = REALITY_CHECK_MINUTES.map((minutes) => ({
    value: minutes,
    text: minutes === 0 ? tx('Off') : t('limits.everyMinutes', { minutes }),
  }));
  return (
    <SavedChoice
      label={tx('Reality check')}
      width="44"
      options={options}
      saved={saved}
      action={tx('Save')}
      onSave={onSave}
    />
  );
}
