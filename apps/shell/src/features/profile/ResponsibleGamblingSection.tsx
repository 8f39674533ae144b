import { Box, Heading, Stack, Text } from '@exchange/shared-ui/chakra';
import { timeOutMessage } from '@exchange/betting';
import { errorText, isApiError } from '@exchange/shared-http';
import { notify, useT, useTranslateText } from '@exchange/shared-ui';
import { useLogout } from '../session';
import { limitsApi } from './limitsApi';
import { LossLimitsForm } from './LossLimitsForm';
import { RealityCheckForm } from './RealityCheckForm';
import { TimeOutPanel } from './TimeOutPanel';

const refusal = (error: unknown, fallback: string) => errorText(isApiError(error) ? error : undefined, fallback);

/** The profile's 'Responsible gambling' section: loss limits, reality check, time-out. */
export function ResponsibleGamblingSection() {
  const { data, isError } = limitsApi.useGetLimitsQuery();
  const [saveLimits] = limitsApi.useSetLossLimitsMutation();
  const [saveRealityCheck] = limitsApi.useSetRealityCheckMutation();
  const [takeTimeOut] = limitsApi.useTakeTimeOutMutation();
  const logout = useLogout();
  const tx = useTranslateText();
  const t = useT();

  if (!data) return <Text fontSize="sm">{isError ? tx('Limits could not be loaded') : '…'}</Text>;

  return (
    <Stack gap="4" data-testid="responsible-gambling">
      <Box>
        <Heading size="xs" mb="1.5">
          {tx('Net-loss limits')}
        </Heading>
        <LossLimitsForm
          limits={data.lossLimits}
          onSave={async (changes) => {
            const result = await saveLimits(changes);
            if ('error' in result) return refusal(result.error, t('msg.limitsNotSaved'));
            notify.success(t('limits.saved'));
            return null;
          }}
        />
      </Box>
      <Box>
        <Heading size="xs" mb="1.5">
          {tx('Reality check')}
        </Heading>
        <RealityCheckForm
          key={data.realityCheckMinutes}
          saved={data.realityCheckMinutes}
          onSave={async (minutes) => {
            const result = await saveRealityCheck(minutes);
            if ('error' in result) {
              notify.error(refusal(result.error, t('msg.realityCheckNotSaved')));
              return false;
            }
            notify.success(t('limits.realitySaved'));
            return true;
          }}
        />
      </Box>
      <Box>
        <Heading size="xs" mb="1.5">
          {tx('Time-out')}
        </Heading>
        <TimeOutPanel
          onTake={async (hours) => {
            const result = await takeTimeOut(hours);
            if ('error' in result || !result.data) {
              notify.error(refusal('error' in result ? result.error : undefined, t('msg.timeOutNotTaken')));
              return;
            }
            // Every session has ended: the player is logged out with the end time in view.
            notify.success(timeOutMessage(Date.parse(result.data.timeOutUntil)));
            logout();
          }}
        />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {tx('Days, weeks (from Monday) and months are counted on Indian time (IST).')}
      </Text>
    </Stack>
  );
}
