import { Box, Button, Flex, Table, Text } from '@exchange/shared-ui/chakra';
import { EmptyRow, LoadingBlock, NoData, Pager, PageTitle, useT, useTranslateText } from '@exchange/shared-ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from '@exchange/shared-ui/router';
import { formatResultTime } from '../../shared/localTime';
import { ResultChip } from '../../shared/ResultChip';
import { ResultPopup } from './ResultPopup';
import { useResultHistoryQuery } from './resultsApi';
import { lineupTable } from '../../lineup';

export const HISTORY_LOAD_FAILED = 'The results could not be loaded. Retrying…';

/**
 * '/reports/casinoresults/{gameId}/{shortName}' ('View All' under the Last Result strip): the
 * table's past rounds, newest first, a page at a time; a row opens the round's result popup.
 * `?round={marketId}` (a settlement notice's link) opens that round's popup at once.
 */
export default function ResultsReportPage() {
  const t = useT();
  const tx = useTranslateText();
  const { gameId = '' } = useParams();
  const table = lineupTable((entry) => entry.gameId === gameId);
  const [page, setPage] = useState(1);
  const [searchParams] = useSearchParams();
  const [openMarket, setOpenMarket] = useState<string | null>(searchParams.get('round'));
  // The first page grows as rounds settle: ask again whenever the page is opened.
  const { data, isLoading, isError } = useResultHistoryQuery(
    { casinoGames: gameId, pageNumber: page - 1 },
    { skip: !table, refetchOnMountOrArgChange: true },
  );
  if (!table) return <NoData />;
  const history = data?.ok ? data.value : null;

  return (
    <Box bg="bg" borderRadius="sm" pb="2" data-testid="results-report" data-game={table.gameId}>
      <PageTitle
        title={t('casino.tableResults', { table: table.name })}
        actions={
          <Button asChild size="xs" variant="outline" colorPalette="brand" bg="white">
            <Link to={`/main/${table.route}`}>{tx('Back to table')}</Link>
          </Button>
        }
      />
      {isError ? (
        <Text px="3" py="2" color="fg.error">
          {tx(HISTORY_LOAD_FAILED)}
        </Text>
      ) : null}
      {data && !data.ok ? (
        <Text px="3" py="2" color="fg.error" role="alert">
          {tx(data.message)}
        </Text>
      ) : null}
      {isLoading ? <LoadingBlock /> : null}
      <Box overflowX="auto">
        <Table.Root size="sm" stickyHeader interactive>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{tx('Round ID')}</Table.ColumnHeader>
              <Table.ColumnHeader>{tx('Winner')}</Table.ColumnHeader>
              <Table.ColumnHeader>{tx('Date')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {history && history.items.length === 0 ? <EmptyRow colSpan={3} /> : null}
            {history?.items.map((round) => (
              <Table.Row
                key={round.marketId}
                cursor="pointer"
                onClick={() => setOpenMarket(round.marketId)}
                data-testid="history-row"
                data-market={round.marketId}
              >
                <Table.Cell fontFamily="mono">{round.marketId}</Table.Cell>
                <Table.Cell>
                  <Flex align="center" gap="2">
                    <ResultChip
                      gameId={table.gameId}
                      marketId={round.marketId}
                      winner={round.mainWinner}
                      onOpen={setOpenMarket}
                    />
                    <Text>{round.winnerLabel}</Text>
                  </Flex>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatResultTime(round.createdAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {history && history.totalPages > 1 ? <Pager page={page} pages={history.totalPages} onPage={setPage} /> : null}
      <ResultPopup gameId={table.gameId} marketId={openMarket} onClose={() => setOpenMarket(null)} />
    </Box>
  );
}
