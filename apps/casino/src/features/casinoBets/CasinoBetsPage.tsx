import { Box, Flex, NativeSelect, Text } from '@exchange/shared-ui/chakra';
import {
  LoadingBlock,
  Pager,
  PageTitle,
  SearchExport,
  useSearchPages,
  useT,
  useTranslateText,
} from '@exchange/shared-ui';
import { useMemo, useState } from 'react';
import { CASINO_BET_CSV, CasinoBetRows } from './CasinoBetRows';
import { useCasinoBetsListQuery } from './casinoBetsApi';
import type { CasinoBetRow } from './parseCasinoBets';
import { CASINO_TABLES } from '@exchange/betting';
import { lineupTables } from '../../lineup';

const FILTER_TABLES = lineupTables().map((t) => ({
  ...t,
  catalogueName: CASINO_TABLES.find((c) => c.gameId === t.gameId)?.name ?? t.name,
}));

const ALL = 'ALL';
const PAGE_SIZE = 25;
const EMPTY: CasinoBetRow[] = [];

/** What the search reads of a bet. */
const searchFields = (r: CasinoBetRow) => [r.casino, r.runnerName, r.marketId];

export const BETS_LOAD_FAILED = 'Your casino bets could not be loaded. Retrying…';

/** '/casino/casino-bets' (spec section 2): every casino bet of the player, filtered by casino on the client. */
export default function CasinoBetsPage() {
  const t = useT();
  const tx = useTranslateText();
  const [casino, setCasino] = useState(ALL);
  const { data, isLoading, isError } = useCasinoBetsListQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = data?.ok ? data.value.rows : EMPTY;
  const ofCasino = useMemo(() => (casino === ALL ? rows : rows.filter((r) => r.casino === casino)), [rows, casino]);
  const { search, page, setPage, pages, rowsOnPage } = useSearchPages(ofCasino, searchFields, PAGE_SIZE);

  return (
    <Box bg="bg" borderRadius="sm" pb="2" data-testid="casino-bets-page">
      <PageTitle title={tx('Casino Bets')} />
      <Flex p="3" gap="2" align="center" wrap="wrap">
        <NativeSelect.Root size="sm" w={{ base: 'full', md: '64' }}>
          <NativeSelect.Field
            aria-label={tx('Casino')}
            data-testid="casino-filter"
            value={casino}
            onChange={(e) => {
              setCasino(e.target.value);
              setPage(1);
            }}
          >
            <option value={ALL}>{tx(ALL)}</option>
            {/* The value is the catalogue's name, which the server filters by; the label is the line-up's. */}
            {FILTER_TABLES.map((t) => (
              <option key={t.gameId} value={t.catalogueName}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SearchExport {...search} columns={CASINO_BET_CSV} fileName="casino-bets" />
      </Flex>
      {isError ? (
        <Text px="3" color="fg.error">
          {tx(BETS_LOAD_FAILED)}
        </Text>
      ) : null}
      {data && !data.ok ? (
        <Text px="3" color="fg.error" role="alert">
          {tx(data.message)}
        </Text>
      ) : null}
      {data?.ok && data.value.skipped > 0 ? (
        <Text px="3" color="fg.error" role="alert" data-testid="casino-bets-skipped">
          {data.value.skipped === 1
            ? tx('1 bet could not be read and is not shown.')
            : t('casino.betsSkipped', { count: data.value.skipped })}
        </Text>
      ) : null}
      {isLoading ? <LoadingBlock /> : <CasinoBetRows bets={rowsOnPage} />}
      {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
    </Box>
  );
}
