import { Box, Heading, Table } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import {
  BOOKMAKER_MARKET,
  betMode,
  reportedRate,
  reportedRun,
  reportedSide,
  sessionRule,
  sessionTypeOf,
  type ReportedRates,
} from '@exchange/betting';
import { EmptyRow, formatAmount, useTranslateText } from '@exchange/shared-ui';
import type { MyBet } from './matchTypes';

/** MATCH BETS are the bookmaker market's (spec section 2); every other bet is a session bet. */
export const isMatchBet = (bet: MyBet) => bet.marketName === BOOKMAKER_MARKET;

const rates = (bet: MyBet): ReportedRates => ({
  backRate: bet.backRate,
  layRate: bet.layRate,
  backRun: bet.back,
  layRun: bet.lay,
});

/** A fancy1 bet is priced in odds and has no run: its RUN cell is '-'. */
const runText = (bet: MyBet) =>
  sessionRule(sessionTypeOf(bet.sessionType)) === 'event' ? '-' : reportedRun(rates(bet));

const MatchBets = memo(function MatchBets({ bets }: { bets: readonly MyBet[] }) {
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="match-bets">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Team')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('RATE')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Mode')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={4} /> : null}
        {bets.map((bet) => {
          const side = reportedSide(rates(bet));
          return (
            <Table.Row key={bet.id} bg={`bet.${side}`} color="black">
              <Table.Cell>{bet.runnerName}</Table.Cell>
              <Table.Cell textAlign="end">{formatAmount(bet.amount)}</Table.Cell>
              <Table.Cell textAlign="end">{reportedRate(rates(bet))}</Table.Cell>
              <Table.Cell>{tx(betMode('match', side))}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
});

const SessionBets = memo(function SessionBets({ bets }: { bets: readonly MyBet[] }) {
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="session-bets">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Session')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('RATE')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{tx('RUN')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('MODE')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('DEC')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {bets.map((bet) => {
          const side = reportedSide(rates(bet));
          return (
            <Table.Row key={bet.id} bg={`bet.${side}`} color="black">
              <Table.Cell>{bet.runnerName}</Table.Cell>
              <Table.Cell textAlign="end">{formatAmount(bet.amount)}</Table.Cell>
              <Table.Cell textAlign="end">{reportedRate(rates(bet))}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="bet-run">
                {runText(bet)}
              </Table.Cell>
              <Table.Cell>{tx(betMode('session', side))}</Table.Cell>
              {/* The session's result once decided: its runs, or YES/NO for fancy1. */}
              <Table.Cell data-testid="bet-dec">{tx(bet.result)}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
});

/** The 'Your Bets' tab: MATCH BETS then SESSION BETS. */
export function YourBets({ bets }: { bets: readonly MyBet[] }) {
  const match = bets.filter(isMatchBet);
  const session = bets.filter((b) => !isMatchBet(b));
  const tx = useTranslateText();
  return (
    <Box display="grid" gap="3">
      <Box overflowX="auto">
        <Heading size="sm" mb="1">
          {tx('MATCH BETS')}
        </Heading>
        <MatchBets bets={match} />
      </Box>
      <Box overflowX="auto">
        <Heading size="sm" mb="1">
          {tx('SESSION BETS')}
        </Heading>
        <SessionBets bets={session} />
      </Box>
    </Box>
  );
}
