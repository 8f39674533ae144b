import { Box, Flex, Heading, Link as ChakraLink, Table, Text } from '@exchange/shared-ui/chakra';
import { Link, useLocation, useParams } from '@exchange/shared-ui/router';
import { betMode, reportedRate, reportedRun, reportedSide, type ReportedRates } from '@exchange/betting';
import {
  EmptyRow,
  formatAmount,
  formatEventTime,
  LoadingBlock,
  NoData,
  PageTitle,
  stackOnPhone,
  useT,
  useTranslateText,
} from '@exchange/shared-ui';
import { exposureByTeam, sumPnl, teamTotals, teamsOfEvent } from './betDetailsMath';
import { completedApi, type BetRecord, type CompletedGame } from './completedApi';

const rates = (bet: BetRecord): ReportedRates => ({
  backRate: bet.back_rate,
  layRate: bet.lay_rate,
  backRun: bet.back_run,
  layRun: bet.lay_run,
});

const plColor = (value: number) => (value >= 0 ? 'pl.positive' : 'pl.negative');

function MatchBetsTable({ bets, teams }: { bets: BetRecord[]; teams: string[] }) {
  const tx = useTranslateText();
  const totals = teamTotals(bets, teams);
  return (
    <Table.Root size="sm" variant="outline" data-testid="detail-match-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Team Name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Date')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
          {teams.map((team) => (
            <Table.ColumnHeader key={team} textAlign="end">
              {team}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={5 + teams.length} /> : null}
        {bets.map((bet) => (
          <Table.Row key={bet.id}>
            <Table.Cell data-label={tx('Team Name')}>{bet.runner_name}</Table.Cell>
            <Table.Cell whiteSpace="nowrap" data-label={tx('Date')}>
              {formatEventTime(bet.created_date)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {reportedRate(rates(bet))}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{tx(betMode('match', reportedSide(rates(bet))))}</Table.Cell>
            {exposureByTeam(bet, teams).map((value, i) => (
              <Table.Cell key={teams[i]} textAlign="end" color={plColor(value)} data-label={teams[i]}>
                {formatAmount(value)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
        {bets.length > 0 ? (
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={5}>{tx('Total')}</Table.Cell>
            {totals.map((value, i) => (
              <Table.Cell key={teams[i]} textAlign="end" color={plColor(value)} data-label={teams[i]}>
                {formatAmount(value)}
              </Table.Cell>
            ))}
          </Table.Row>
        ) : null}
      </Table.Body>
    </Table.Root>
  );
}

function SessionBetsTable({ bets }: { bets: BetRecord[] }) {
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="detail-session-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Session')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Runs')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Dec')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {bets.map((bet) => (
          <Table.Row key={bet.id}>
            <Table.Cell data-label={tx('Session')}>{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {reportedRate(rates(bet))}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Runs')}>
              {reportedRun(rates(bet))}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{tx(betMode('session', reportedSide(rates(bet))))}</Table.Cell>
            <Table.Cell data-label={tx('Dec')}>{bet.result}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** '/complete_detail/{accountLogId}': the bets one settlement paid (spec section 2, Bet details page). */
export default function CompletedDetailPage() {
  const { accountLogId } = useParams();
  const item = (useLocation().state as { item?: CompletedGame } | null)?.item;
  const t = useT();
  const tx = useTranslateText();
  const id = Number(accountLogId);
  const { data, isLoading, isError } = completedApi.useGetBetDetailsQuery(id, { skip: !(id > 0) });
  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <NoData />;
  const bets = data.betResponseDTOList;
  const eventName = item?.eventName ?? bets[0]?.event_name ?? '';
  const teams = teamsOfEvent(eventName);
  const matchBets = bets.filter((b) => b.gameType === 'MATCH');
  const sessionBets = bets.filter((b) => b.gameType !== 'MATCH');
  const matchPl = sumPnl(matchBets);
  const sessionPl = sumPnl(sessionBets);
  return (
    <Box display="grid" gap="3">
      <PageTitle title="Match Bets" />
      <Text fontWeight="bold">{eventName}</Text>
      <Box overflowX="auto">
        <MatchBetsTable bets={matchBets} teams={teams} />
      </Box>
      <Heading size="sm">{tx('Session Bets')}</Heading>
      <Box overflowX="auto">
        <SessionBetsTable bets={sessionBets} />
      </Box>
      <Heading size="sm">{tx('Rejected Bets')}</Heading>
      <Table.Root size="sm" variant="outline">
        <Table.Body>
          <EmptyRow colSpan={1} />
        </Table.Body>
      </Table.Root>
      <ChakraLink asChild color="brand.primary" fontWeight="bold" fontSize="sm">
        <Link to="/main/dashboard/">{tx('BACK TO MAIN MENU')}</Link>
      </ChakraLink>
      <Box borderWidth="1px" borderRadius="sm" p="2" fontSize="sm" data-testid="detail-totals">
        <Flex justify="space-between">
          <Text>{tx('Match Plus/Minus')}</Text>
          <Text color={plColor(matchPl)}>{formatAmount(matchPl)}</Text>
        </Flex>
        <Flex justify="space-between">
          <Text>{tx('Session Plus/Minus')}</Text>
          <Text color={plColor(sessionPl)}>{formatAmount(sessionPl)}</Text>
        </Flex>
        <Flex justify="space-between" fontWeight="bold">
          <Text>{data.winner ? t('completed.netWonBy', { winner: data.winner }) : t('completed.netResult')}</Text>
          <Text color={plColor(data.profitLossAfterCommission)} data-testid="detail-net">
            {formatAmount(data.profitLossAfterCommission)}
          </Text>
        </Flex>
      </Box>
    </Box>
  );
}
