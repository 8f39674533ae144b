import { AppDialog, Button, Stack, Text } from '@exchange/shared-ui/chakra';
import { formatAmount } from '@exchange/betting';
import { useT, useTranslateText } from '@exchange/shared-ui';

/** The reality check: how long this session has played and its net result, then Continue or Log out. */
export function RealityCheckModal({
  played,
  netResult,
  onContinue,
  onLogout,
}: {
  played: string;
  netResult: number | null;
  onContinue: () => void;
  onLogout: () => void;
}) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <AppDialog
      open
      onClose={onContinue}
      closeOnOutsideClick={false}
      closeButton={false}
      title={tx('Reality check')}
      data-testid="reality-check"
      footer={
        <>
          <Button variant="outline" onClick={onLogout}>
            {tx('Log out')}
          </Button>
          <Button colorPalette="brand" onClick={onContinue}>
            {tx('Continue')}
          </Button>
        </>
      }
    >
      <Stack gap="2" fontSize="sm">
        <Text>{t('limits.playedFor', { played })}</Text>
        <Text>
          {tx('Net result in this session')}:{' '}
          <Text
            as="strong"
            data-testid="reality-check-net"
            color={!netResult ? undefined : netResult < 0 ? 'red.600' : 'green.700'}
          >
            {netResult === null ? '…' : formatAmount(netResult)}
          </Text>
        </Text>
      </Stack>
    </AppDialog>
  );
}
