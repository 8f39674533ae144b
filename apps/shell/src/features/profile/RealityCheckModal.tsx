import { Button, Dialog, Portal, Stack, Text } from '@exchange/shared-ui/chakra';
import { formatAmount } from '@exchange/betting';

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
  return (
    <Dialog.Root open placement="center" closeOnInteractOutside={false} onOpenChange={(e) => !e.open && onContinue()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reality-check" mx="3">
            <Dialog.Header>
              <Dialog.Title>Reality check</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" fontSize="sm">
                <Text>
                  You have been playing for <strong>{played}</strong> in this session.
                </Text>
                <Text>
                  Net result in this session:{' '}
                  <Text
                    as="strong"
                    data-testid="reality-check-net"
                    color={!netResult ? undefined : netResult < 0 ? 'red.600' : 'green.700'}
                  >
                    {netResult === null ? '…' : formatAmount(netResult)}
                  </Text>
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onLogout}>
                Log out
              </Button>
              <Button colorPalette="brand" onClick={onContinue}>
                Continue
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
