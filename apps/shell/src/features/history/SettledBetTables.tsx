import { Box, Heading, Table, Text } from '@exchange/shared-ui/chakra';
import { EmptyRow, formatAmount, formatEventTime, stackOnPhone, useT, useTranslateText } from '@exchange/shared-ui';
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

function PnlCell({ value, label }: { value: number | null; label: string }) {
  return (
    <Table.Cell textAlign="end" color={plColor(value ?? 0)} data-label={label} data-testid="bet-pnl">
      {value === null ? '' : formatAmount(value)}
    </Table.Cell>
  );
}

function MatchBetsTable({ bets, eventName }: { bets: BetRecord[]; eventName: string }) {
  const t = useT();
  const tx = useTranslateText();
  const teams = teamsOf(eventName, bets);
  const totals = teamTotals(bets, teams);
  return (
    <Table.Root size="sm" variant="outline" data-testid="settled-match-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('sport.teamName')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('common.date')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('common.amount')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
          {teams.map((team) => (
            <Table.ColumnHeader key={team} textAlign="end">
              {team}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader textAlign="end">{t('history.pnl')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={6 + teams.length} /> : null}
        {bets.map((bet) => (
          <Table.Row key={betKey(bet)} data-testid="settled-bet" data-reference={bet.reference}>
            <Table.Cell data-label={t('sport.teamName')}>
              {bet.runner_name}
              <Text as="span" display="block" fontSize="2xs" color="fg.muted">
                {t(isMatchOdds(bet) ? 'sport.matchOdds' : 'sport.bookmaker')}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" data-label={t('common.date')}>
              {formatEventTime(bet.created_date)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={t('common.amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{tx(betModeOf(bet, 'match'))}</Table.Cell>
            {exposureByTeam(bet, teams).map((value, i) => (
              <Table.Cell key={teams[i]} textAlign="end" color={plColor(value)} data-label={teams[i]}>
                {formatAmount(value)}
              </Table.Cell>
            ))}
            <PnlCell value={bet.pnl} label={t('history.pnl')} />
          </Table.Row>
        ))}
        {bets.length > 0 ? (
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={5}>{t('common.total')}</Table.Cell>
            {totals.map((value, i) => (
              <Table.Cell key={teams[i]} textAlign="end" color={plColor(value)} data-label={teams[i]}>
                {formatAmount(value)}
              </Table.Cell>
            ))}
            <PnlCell value={sumPnl(bets)} label={t('history.pnl')} />
          </Table.Row>
        ) : null}
      </Table.Body>
    </Table.Root>
  );
}

function SessionBetsTable({ bets }: { bets: BetRecord[] }) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="settled-session-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Session')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('common.amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('sport.runs')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Dec')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('history.pnl')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={7} /> : null}
        {bets.map((bet) => (
          <Table.Row key={betKey(bet)} data-testid="settled-bet" data-reference={bet.reference}>
            <Table.Cell data-label={tx('Session')}>{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={t('common.amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={t('sport.runs')}>
              {betRun(bet) ?? '-'}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{tx(betModeOf(bet, 'session'))}</Table.Cell>
            <Table.Cell data-label={tx('Dec')}>{bet.result}</Table.Cell>
            <PnlCell value={bet.pnl} label={t('history.pnl')} />
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function CasinoBetsTable({ bets }: { bets: BetRecord[] }) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="settled-casino-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('history.runner')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('common.amount')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('history.result')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('history.pnl')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.map((bet) => (
          <Table.Row key={betKey(bet)} data-testid="settled-bet" data-reference={bet.reference}>
            <Table.Cell data-label={t('history.runner')}>{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label={tx('Rate')}>
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label={t('common.amount')}>
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell data-label={tx('Mode')}>{tx(betModeOf(bet, 'casino'))}</Table.Cell>
            <Table.Cell data-label={t('history.result')}>{bet.result}</Table.Cell>
            <PnlCell value={bet.pnl} label={t('history.pnl')} />
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
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
    <Box display="grid" gap="2" overflowX="auto" tabIndex={0} role="region" aria-label={tx('Bets of this entry')}>
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
