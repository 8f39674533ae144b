import { AppDialog, Box, Button, Flex, Grid, Stack, Tabs, Text, useBreakpointValue } from '@exchange/shared-ui/chakra';
import { formatAmount, formatOdds, type CasinoTable } from '@exchange/betting';
import { lineupTable } from '../../lineup';
import { accountSelectors, gameDataActions, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { NoData, useT, useTranslateText } from '@exchange/shared-ui';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { POLL, casinoApi, useCasinoOddsQuery, useMyCasinoBetsQuery, type CasinoBet } from './casinoApi';
import { TableBoard } from './components/Boards';
import { CasinoSlipClock, DialogCasinoSlip, InlineCasinoSlip } from './components/CasinoBetSlip';
import { LastResultStrip } from './components/LastResultStrip';
import { LiveTable } from './components/LiveTable';
import { Lucky7Round } from './components/Lucky7Round';
import { MatchedBets } from './components/MatchedBets';
import { SeedHash } from './components/SeedHash';
import { SettledBets } from './components/SettledBets';
import { TableRules } from './components/TableRules';
import { TABLE_LAYOUTS } from './layouts';
import { boardLimitsText, headerLimitsText } from './tableLimits';
import { NO_DATA } from './useTableSelection';

const EMPTY_BETS: CasinoBet[] = [];

function useMyBets(gameId: string) {
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { bets } = useMyCasinoBetsQuery(gameId, {
    skip: !loggedIn,
    selectFromResult: ({ data }) => ({ bets: data ?? EMPTY_BETS }),
  });
  useQuietPoll(casinoApi.endpoints.myCasinoBets, gameId, POLL.bets, { skip: !loggedIn });
  return bets;
}

/** The round in play's id: a new round re-renders this text alone, not the header's styled boxes. */
function RoundId({ gameId }: { gameId: string }) {
  const { marketId } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({ marketId: data?.marketId }),
  });
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  return <span data-testid="round-id">{marketId ?? ''}</span>;
}

const TableHeader = memo(function TableHeader({ table, onRules }: { table: CasinoTable; onRules: () => void }) {
  const tx = useTranslateText();
  return (
    <Flex
      bg="brand.primary"
      color="brand.primaryContrast"
      px="3"
      py="2"
      borderRadius="sm"
      align="center"
      gap="2"
      wrap="wrap"
      fontSize="sm"
      data-testid="table-header"
    >
      <Text fontWeight="black" data-testid="table-name">
        {table.name}
      </Text>
      <Box as="button" textDecoration="underline" onClick={onRules} fontWeight="bold">
        {tx('Rules')}
      </Box>
      <Text ml="auto">
        {tx('Round ID')}: <RoundId gameId={table.gameId} />
      </Text>
      <Text data-testid="table-limits">{headerLimitsText(table.gameId, tx)}</Text>
    </Flex>
  );
});

/** A sidebar panel under a heading already in the language on screen. */
function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box bg="white" borderRadius="sm" overflow="hidden">
      <Flex
        bg="brand.primary"
        color="brand.primaryContrast"
        px="2"
        py="1"
        justify="space-between"
        fontSize="sm"
        fontWeight="bold"
      >
        <Text>{title}</Text>
        {action}
      </Flex>
      <Box p="2">{children}</Box>
    </Box>
  );
}

function RulesDialog({ table, open, onClose }: { table: CasinoTable; open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <AppDialog open={open} onClose={onClose} title={t('casino.tableRules', { table: table.name })}>
      <TableRules gameId={table.gameId} />
    </AppDialog>
  );
}

function GameColumn({ table }: { table: CasinoTable }) {
  const layout = TABLE_LAYOUTS[table.gameId]!;
  const tx = useTranslateText();
  const limits = boardLimitsText(table.gameId, tx);
  return (
    <Stack gap="2" data-testid="game-column">
      <LiveTable gameId={table.gameId} name={table.name} />
      {table.gameId === 'LUCKY7' ? <Lucky7Round gameId={table.gameId} /> : null}
      <SeedHash gameId={table.gameId} />
      {limits ? (
        <Text fontSize="xs" fontWeight="bold" textAlign="end">
          {limits}
        </Text>
      ) : null}
      <Box data-testid="casino-table-board">
        <TableBoard gameId={table.gameId} layout={layout} />
      </Box>
      {layout.remark ? <Box h="5" bg="white" borderRadius="sm" overflow="hidden" data-testid="remark-line" /> : null}
      <LastResultStrip gameId={table.gameId} shortName={table.shortName} />
    </Stack>
  );
}

/** A casino table (spec section 2, "Casino game page"). */
export default function CasinoTablePage({ route }: { route: string }) {
  const tx = useTranslateText();
  // The line-up's own name for the table (an operator's casino may rename it), and none for a table it leaves out.
  const table = lineupTable((t) => t.route === route);
  const dispatch = useAppDispatch();
  const wide = useBreakpointValue({ base: false, lg: true }) ?? true;
  const [rulesOpen, setRulesOpen] = useState(false);
  const bets = useMyBets(table?.gameId ?? '');
  // Changing game clears the selection (spec section 4).
  useEffect(() => () => void dispatch(gameDataActions.betCleared()), [dispatch, route]);
  if (!table) return <NoData message={NO_DATA} />;

  const showCasinoBets = (
    <Link to="/casino/casino-bets">
      <Button size="sm" w="full" colorPalette="brand" asChild={false}>
        {tx('Show Casino Bets')}
      </Button>
    </Link>
  );

  return (
    <CasinoSlipClock>
      <Box data-testid="casino-table" data-game={table.gameId} p={{ base: '1', md: '2' }}>
        <TableHeader table={table} onRules={() => setRulesOpen(true)} />
        <RulesDialog table={table} open={rulesOpen} onClose={() => setRulesOpen(false)} />
        {wide ? (
          <Grid templateColumns="minmax(0, 1fr) 320px" gap="2" mt="2">
            <Stack gap="2">
              <GameColumn table={table} />
              <MatchedBets bets={bets} title={tx('Matched Bets')} />
            </Stack>
            <Stack gap="2">
              <Panel title={tx('Place Bet')}>
                <InlineCasinoSlip />
              </Panel>
              <Panel title={tx('My Bet')} action={<Link to="/casino/casino-bets">{tx('View more')}</Link>}>
                <MyBetList bets={bets} />
              </Panel>
              <SettledBets gameId={table.gameId} />
              <Panel title={tx('Rules')}>
                <TableRules gameId={table.gameId} />
              </Panel>
              {showCasinoBets}
            </Stack>
          </Grid>
        ) : (
          <Tabs.Root defaultValue="game" mt="2" variant="enclosed" fitted size="sm">
            <Tabs.List>
              <Tabs.Trigger value="game">{tx('Game')}</Tabs.Trigger>
              <Tabs.Trigger value="placed">{`${tx('Placed Bet')} (${bets.length})`}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="game">
              <GameColumn table={table} />
              <Box mt="2">
                <Panel title={tx('My Bet')} action={<Link to="/casino/casino-bets">{tx('View more')}</Link>}>
                  <MyBetList bets={bets} />
                </Panel>
              </Box>
              <Box mt="2">{showCasinoBets}</Box>
            </Tabs.Content>
            <Tabs.Content value="placed">
              <MatchedBets bets={bets} title={tx('Placed Bet')} />
              <Box mt="2">
                <SettledBets gameId={table.gameId} />
              </Box>
            </Tabs.Content>
            <DialogCasinoSlip />
          </Tabs.Root>
        )}
      </Box>
    </CasinoSlipClock>
  );
}

const MyBetList = memo(function MyBetList({ bets }: { bets: CasinoBet[] }) {
  const tx = useTranslateText();
  if (!bets.length)
    return (
      <Text fontSize="xs" color="fg.muted">
        {tx('No Data')}
      </Text>
    );
  return (
    <Stack gap="1" data-testid="my-bet-list">
      {bets.map((bet) => (
        <Flex
          key={bet.id}
          justify="space-between"
          fontSize="xs"
          px="1"
          bg={bet.lay ? 'bet.lay' : 'bet.back'}
          data-testid="my-bet"
        >
          <Text>{bet.runnerName}</Text>
          <Text>{formatOdds(bet.lay || bet.back)}</Text>
          <Text>{formatAmount(bet.amount)}</Text>
        </Flex>
      ))}
    </Stack>
  );
});
