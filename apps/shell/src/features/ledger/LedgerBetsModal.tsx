import { Button, CloseButton, Dialog, Portal } from '@exchange/shared-ui/chakra';
import { Link } from '@exchange/shared-ui/router';
import { LedgerBetTables } from './LedgerBetTables';
import type { BetRecord, LedgerEntry } from './ledgerApi';
import { useTranslateText } from '@exchange/shared-ui';

type Props = { entry: LedgerEntry | null; bets: readonly BetRecord[]; onClose: () => void };

export function LedgerBetsModal({ entry, bets, onClose }: Props) {
  const tx = useTranslateText();
  return (
    <Dialog.Root
      open={entry !== null}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="ledger-bets-modal">
            <Dialog.Header>
              <Dialog.Title>{entry?.comment}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <LedgerBetTables bets={bets} />
            </Dialog.Body>
            <Dialog.Footer>
              {entry ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={`/ledger-details/${entry.accountLogId}`} state={{ entry }}>
                    {tx('Open details page')}
                  </Link>
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tx('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
