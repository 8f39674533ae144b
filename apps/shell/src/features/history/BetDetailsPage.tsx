import { Box, Button, Heading, Link as ChakraLink, Table, Text } from '@exchange/shared-ui/chakra';
import { Link, useLocation, useParams } from '@exchange/shared-ui/router';
import { EmptyRow, LoadingBlock, NoData, PageTitle, useT, useTranslateText } from '@exchange/shared-ui';
import { BetTotals } from './BetTotals';
import { historyApi } from './historyApi';
import { SettledBetTables } from './SettledBetTables';
import { alwaysShown } from './settledBets';

/** What the page it was opened from knew of the row: a Completed Games card or a ledger entry. */
type Opened = { item?: { eventName?: string; sport?: string }; entry?: { comment?: string; sport?: string | null } };

/**
 * The bets one settlement paid (spec section 2, Bet details page), whichever market and sport:
 * `/complete_detail/{accountLogId}` from Completed Games and `/ledger-details/{id}` from the
 * ledger and the settlement notices. The bets' P/L add up to the net, which is the ledger row's.
 */
export function BetDetailsPage({ back }: { back: 'menu' | 'ledger' }) {
  const t = useT();
  const tx = useTranslateText();
  const params = useParams();
  const accountLogId = Number(params.accountLogId ?? params.id);
  const valid = Number.isSafeInteger(accountLogId) && accountLogId > 0;
  const opened = (useLocation().state ?? {}) as Opened;
  const { data, isLoading, isError } = historyApi.useGetSettledBetsQuery(accountLogId, { skip: !valid });
  const bets = data?.bets ?? [];
  const eventName = opened.item?.eventName ?? opened.entry?.comment ?? bets[0]?.event_name ?? '';
  const always = alwaysShown(data?.sport || opened.item?.sport || opened.entry?.sport || '', bets);

  return (
    <Box bg="bg" borderRadius="sm" pb="3" display="grid" gap="3">
      <PageTitle title={eventName || t('screen.ledgerDetails')} />
      {!valid ? <Text px="3">{tx('This ledger entry does not exist.')}</Text> : null}
      {isLoading ? <LoadingBlock /> : null}
      {isError ? (
        <Text px="3" color="fg.error">
          {t('shell.betsNotLoaded')}
        </Text>
      ) : null}
      {data && bets.length === 0 ? <NoData /> : null}
      {data && bets.length > 0 ? (
        <Box px="3" display="grid" gap="3">
          <SettledBetTables bets={bets} eventName={eventName} always={always} />
          {always.length > 0 ? (
            <>
              <Heading size="sm">{t('sport.rejectedBets')}</Heading>
              {/* The spec's Rejected Bets table always shows 'No data found': a refused bet is never stored. */}
              <Table.Root size="sm" variant="outline">
                <Table.Body>
                  <EmptyRow colSpan={1} />
                </Table.Body>
              </Table.Root>
            </>
          ) : null}
          <BetTotals settled={data} always={always} />
        </Box>
      ) : null}
      <Box px="3">
        {back === 'menu' ? (
          <ChakraLink asChild color="brand.primary" fontWeight="bold" fontSize="sm">
            <Link to="/main/dashboard/">{tx('BACK TO MAIN MENU')}</Link>
          </ChakraLink>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to="/ledger">{tx('Back to ledger')}</Link>
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** /complete_detail/{accountLogId}. */
export function CompletedDetailPage() {
  return <BetDetailsPage back="menu" />;
}

/** /ledger-details/{id}. */
export function LedgerDetailsPage() {
  return <BetDetailsPage back="ledger" />;
}
