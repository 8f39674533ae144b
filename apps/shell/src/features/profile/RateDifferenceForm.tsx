import { errorText, isApiError } from '@exchange/shared-http';
import { notify, useT, useTranslateText } from '@exchange/shared-ui';
import { profileApi } from './profileApi';
import { RATE_DIFFERENCES } from './profileSections';
import { SavedChoice } from './SavedChoice';

const OPTIONS = RATE_DIFFERENCES.map((n) => ({ value: n, text: String(n) }));

export function RateDifferenceForm({ userId, saved }: { userId: number; saved: number }) {
  const tx = useTranslateText();
  const t = useT();
  const [save] = profileApi.useSetRateDifferenceMutation();

  return (
    <SavedChoice
      label={tx('Rate Difference')}
      name="rateDifference"
      width="24"
      options={OPTIONS}
      saved={saved}
      action={tx('Update')}
      onSave={async (rateDifference) => {
        const result = await save({ id: userId, rateDifference });
        if ('error' in result) {
          notify.error(errorText(isApiError(result.error) ? result.error : undefined, t('msg.rateNotSaved')));
          return false;
        }
        notify.success(t('shell.rateDifferenceUpdated'));
        return true;
      }}
    />
  );
}
