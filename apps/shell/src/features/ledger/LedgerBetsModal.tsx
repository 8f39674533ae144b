import { AppDialog, Button, Stack } from '@exchange/shared-ui/chakra';
import { Link } from '@exchange/shared-ui/router';
import { useT } from '@exchange/shared-ui';
import { BetTotals, SettledBetTables, type SettledBets } from '../history';
import type { LedgerEntry } from './ledgerApi';

type Props = { entry: LedgerEntry | null; settled: SettledBets | undefined; onClose: () => void };

/** A settlement row's bets over the ledger (spec section 2): the same tables as its details page. */
export function LedgerBetsModal({ entry, settled, onClose }: Props) {
  const t = useT();
  return (
    <AppDialog
      open={entry !== null}
      onClose={onClose}
      size="lg"
      closeOnOutsideClick={false}
      title={entry?.comment}
      data-testid="ledger-bets-modal"
      footer={
        entry ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/ledger-details/${entry.accountLogId}`} state={{ entry }}>
              {t('shell.openDetails')}
            </Link>
          </Button>
        ) : null
      }
    >
      {entry && settled ? (
        <Stack gap="3">
          <SettledBetTables bets={settled.bets} eventName={entry.comment} />
          <BetTotals settled={settled} always={[]} />
        </Stack>
      ) : null}
    </AppDialog>
  );
}
