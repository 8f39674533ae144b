import type { ReactNode } from 'react';
import { Box, Heading, Table, Text } from '@exchange/shared-ui/chakra';
import { DataTable, formatAmount, formatEventTime, useT, useTranslateText, type DataColumn } from '@exchange/shared-ui';
import type { BetRecord } from './historyApi';
import {
  betKey,
  betModeOf,
  betRate,
  betRun,
  exposureByTeam,
  groupBets,
  isMatchOdds,
  sumPnl,
  teamTotals,
  teamsOf,
  type AlwaysShown,
  type BetGroups,
} from './settledBets';

const plColor = (value: number) => (value >= 0 ? 'pl.positive' : 'pl.negative');

type Column = DataColumn<BetRecord>;

/** The settled bets of one kind, a row each (a card on a phone): what every history table of bets is. */
function BetTable({
  testId,
  columns,
  bets,
  total,
}: {
  testId: string;
  columns: Column[];
  bets: BetRecord[];
  total?: ReactNode[];
}) {
  return (
    <DataTable
      testId={testId}
      columns={columns}
      rows={bets}
      rowKey={betKey}
      rowProps={(bet) => ({ 'data-testid': 'settled-bet', 'data-reference': bet.reference })}
      total={total}
    />
  );
}

/** The columns every kind of bet has: its rate, amount and mode, and what it paid (P/L, last). */
function useBetColumns(group: keyof BetGroups) {
  const t = useT();
  const tx = useTranslateText();
  const rate: Column = { header: tx('Rate'), end: true, cell: betRate };
  const amount: Column = { header: t('common.amount'), end: true, cell: (bet) => formatAmount(bet.amount) };
  const mode: Column = { header: tx('Mode'), cell: (bet) => tx(betModeOf(bet, group)) };
  const pnl: Column = {
    header: t('history.pnl'),
    end: true,
    color: (bet) => plColor(bet.pnl ?? 0),
    cell: (bet) => <span data-testid="bet-pnl">{bet.pnl === null ? '' : formatAmount(bet.pnl)}</span>,
  };
  return { t, tx, rate, amount, mode, pnl };
}

function MatchBetsTable({ bets, eventName }: { bets: BetRecord[]; eventName: string }) {
  const { t, rate, amount, mode, pnl } = useBetColumns('match');
  const teams = teamsOf(eventName, bets);
  const team: Column = {
    header: t('sport.teamName'),
    cell: (bet) => (
      <>
        {bet.runner_name}
        <Text as="span" display="block" fontSize="2xs" color="fg.muted">
          {t(isMatchOdds(bet) ? 'sport.matchOdds' : 'sport.bookmaker')}
        </Text>
      </>
    ),
  };
  const date: Column = { header: t('common.date'), cell: (bet) => formatEventTime(bet.created_date) };
  // One column per team: what the bet does to the balance if that team wins (spec section 2).
  const byTeam = teams.map((name, i): Column => ({
    header: name,
    end: true,
    color: (bet) => plColor(exposureByTeam(bet, teams)[i]!),
    cell: (bet) => formatAmount(exposureByTeam(bet, teams)[i]!),
  }));
  const totals = teamTotals(bets, teams);
  const paid = sumPnl(bets);
  const total = [
    <Table.Cell key="label" colSpan={5}>
      {t('common.total')}
    </Table.Cell>,
    ...teams.map((name, i) => (
      <Table.Cell key={name} textAlign="end" color={plColor(totals[i]!)} data-label={name}>
        {formatAmount(totals[i]!)}
      </Table.Cell>
    )),
    <Table.Cell key="pnl" textAlign="end" color={plColor(paid)} data-label={pnl.header}>
      <span data-testid="bet-pnl">{formatAmount(paid)}</span>
    </Table.Cell>,
  ];
  return (
    <BetTable
      testId="settled-match-bets"
      columns={[team, date, rate, amount, mode, ...byTeam, pnl]}
      bets={bets}
      total={total}
    />
  );
}

function SessionBetsTable({ bets }: { bets: BetRecord[] }) {
  const { t, tx, rate, amount, mode, pnl } = useBetColumns('session');
  const columns: Column[] = [
    { header: tx('Session'), cell: (bet) => bet.runner_name },
    rate,
    amount,
    // A session priced in odds (fancy1) has no run.
    { header: t('sport.runs'), end: true, cell: (bet) => betRun(bet) ?? '-' },
    mode,
    { header: tx('Dec'), cell: (bet) => bet.result },
    pnl,
  ];
  return <BetTable testId="settled-session-bets" columns={columns} bets={bets} />;
}

function CasinoBetsTable({ bets }: { bets: BetRecord[] }) {
  const { t, rate, amount, mode, pnl } = useBetColumns('casino');
  const columns: Column[] = [
    { header: t('history.runner'), cell: (bet) => bet.runner_name },
    rate,
    amount,
    mode,
    { header: t('history.result'), cell: (bet) => bet.result },
    pnl,
  ];
  return <BetTable testId="settled-casino-bets" columns={columns} bets={bets} />;
}

export type SettledBetTablesProps = {
  bets: readonly BetRecord[];
  /** 'Home v Away': the match's teams head the Match Bets table's position columns. */
  eventName: string;
  /** The tables shown even when empty (`alwaysShown`); none by default: the ledger's modal shows the kinds the row has. */
  always?: AlwaysShown;
};

/** The one table of settled bets: the ledger's modal, /ledger-details and /complete_detail all show it. */
export function SettledBetTables({ bets, eventName, always = [] }: SettledBetTablesProps) {
  const t = useT();
  const tx = useTranslateText();
  const groups = groupBets(bets);
  const shown = (group: keyof BetGroups) => groups[group].length > 0 || (always as readonly string[]).includes(group);
  return (
    <Box
      display="grid"
      gap="2"
      alignContent="start"
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={tx('Bets of this entry')}
    >
      {shown('match') ? (
        <>
          <Heading size="sm">{t('sport.matchBets')}</Heading>
          <MatchBetsTable bets={groups.match} eventName={eventName} />
        </>
      ) : null}
      {shown('session') ? (
        <>
          <Heading size="sm">{t('sport.sessionBets')}</Heading>
          <SessionBetsTable bets={groups.session} />
        </>
      ) : null}
      {shown('casino') ? (
        <>
          <Heading size="sm">{t('title.casinoBets')}</Heading>
          <CasinoBetsTable bets={groups.casino} />
        </>
      ) : null}
    </Box>
  );
}
