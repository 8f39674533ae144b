import { Button, CloseButton, Dialog, Portal } from '@exchange/shared-ui/chakra';
import { Link } from '@exchange/shared-ui/router';
import { useT, useTranslateText } from '@exchange/shared-ui';
import { BetTotals, SettledBetTables, type SettledBets } from '../history';
import type { LedgerEntry } from './ledgerApi';

type Props = { entry: LedgerEntry | null; settled: SettledBets | undefined; onClose: () => void };

/** A settlement row's bets over the ledger (spec section 2): the same tables as its details page. */
export function LedgerBetsModal({ entry, settled, onClose }: Props) {
  const t = useT();
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
            <Dialog.Body pb="6" display="grid" gap="3" alignContent="start">
              {entry && settled ? (
                <>
                  <SettledBetTables bets={settled.bets} eventName={entry.comment} />
                  <BetTotals settled={settled} always={[]} />
                </>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {entry ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={`/ledger-details/${entry.accountLogId}`} state={{ entry }}>
                    {t('shell.openDetails')}
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
