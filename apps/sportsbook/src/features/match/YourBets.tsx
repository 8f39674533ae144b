import { Box, Heading } from '@exchange/shared-ui/chakra';
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
import { DataTable, formatAmount, useTranslateText, type DataColumn } from '@exchange/shared-ui';
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

/** A bet's row: its side's colour (LAGAI/YES blue, KHAI/NO pink). */
const rowProps = (bet: MyBet) => ({ bg: `bet.${reportedSide(rates(bet))}`, color: 'black' });

function useColumns() {
  const tx = useTranslateText();
  const amount: DataColumn<MyBet> = { header: tx('Amount'), end: true, cell: (bet) => formatAmount(bet.amount) };
  const rate: DataColumn<MyBet> = { header: tx('RATE'), end: true, cell: (bet) => reportedRate(rates(bet)) };
  const match: DataColumn<MyBet>[] = [
    { header: tx('Team'), cell: (bet) => bet.runnerName },
    amount,
    rate,
    { header: tx('Mode'), cell: (bet) => tx(betMode('match', reportedSide(rates(bet)))) },
  ];
  const session: DataColumn<MyBet>[] = [
    { header: tx('Session'), cell: (bet) => bet.runnerName },
    amount,
    rate,
    { header: tx('RUN'), end: true, testId: 'bet-run', cell: runText },
    { header: tx('MODE'), cell: (bet) => tx(betMode('session', reportedSide(rates(bet)))) },
    // The session's result once decided: its runs, or YES/NO for fancy1.
    { header: tx('DEC'), testId: 'bet-dec', cell: (bet) => tx(bet.result) },
  ];
  return { match, session };
}

const BetsTable = memo(function BetsTable({
  bets,
  kind,
  testId,
}: {
  bets: readonly MyBet[];
  kind: 'match' | 'session';
  testId: string;
}) {
  const columns = useColumns()[kind];
  return (
    <DataTable
      testId={testId}
      columns={columns}
      rows={bets}
      rowKey={(bet) => bet.id}
      rowProps={rowProps}
      stack={false}
    />
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
        <BetsTable bets={match} kind="match" testId="match-bets" />
      </Box>
      <Box overflowX="auto">
        <Heading size="sm" mb="1">
          {tx('SESSION BETS')}
        </Heading>
        <BetsTable bets={session} kind="session" testId="session-bets" />
      </Box>
    </Box>
  );
}
