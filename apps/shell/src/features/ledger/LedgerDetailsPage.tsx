import { Box, Button, Text } from '@exchange/shared-ui/chakra';
import { Link, useLocation, useParams } from '@exchange/shared-ui/router';
import { LoadingBlock, NoData, PageTitle, useTranslateText } from '@exchange/shared-ui';
import { LedgerBetTables } from './LedgerBetTables';
import { ledgerApi, type LedgerEntry } from './ledgerApi';

/** /ledger-details/{id}: the bets behind one ledger entry, as a page of its own. */
export default function LedgerDetailsPage() {
  const tx = useTranslateText();
  const { id = '' } = useParams();
  const accountLogId = Number(id);
  const valid = Number.isInteger(accountLogId) && accountLogId > 0;
  const entry = (useLocation().state as { entry?: LedgerEntry } | null)?.entry;
  const { data: bets = [], isLoading, isError } = ledgerApi.useGetBetsFromLogQuery(accountLogId, { skip: !valid });

  return (
    <Box bg="bg" borderRadius="sm" pb="3">
      <PageTitle title={entry?.comment ?? 'Ledger details'} />
      {!valid ? <Text p="3">{tx('This ledger entry does not exist.')}</Text> : null}
      {isLoading ? <LoadingBlock /> : null}
      {isError ? (
        <Text p="3" color="fg.error">
          {tx('The bets could not be loaded.')}
        </Text>
      ) : null}
      {valid && !isLoading && !isError && bets.length === 0 ? <NoData /> : null}
      <Box px="3">
        <LedgerBetTables bets={bets} />
      </Box>
      <Button asChild variant="outline" size="sm" m="3">
        <Link to="/ledger">{tx('Back to ledger')}</Link>
      </Button>
    </Box>
  );
}
