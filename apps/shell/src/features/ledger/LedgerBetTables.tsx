import { Box, Heading, Table } from '@exchange/shared-ui/chakra';
import { EmptyRow, formatAmount, stackOnPhone } from '@exchange/shared-ui';
import type { BetRecord } from './ledgerApi';
import { betRate, betRun, matchMode, sessionMode, splitBets } from './ledgerRules';

function MatchBetsTable({ bets }: { bets: BetRecord[] }) {
  return (
    <Table.Root size="sm" variant="outline" data-testid="ledger-match-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Team</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
          <Table.ColumnHeader>Mode</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={4} /> : null}
        {bets.map((bet, i) => (
          <Table.Row key={i}>
            <Table.Cell data-label="Team">{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label="Amount">
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label="Rate">
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell data-label="Mode">{matchMode(bet)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function FancyBetsTable({ bets }: { bets: BetRecord[] }) {
  return (
    <Table.Root size="sm" variant="outline" data-testid="ledger-fancy-bets" css={stackOnPhone}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Session</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Run</Table.ColumnHeader>
          <Table.ColumnHeader>Mode</Table.ColumnHeader>
          <Table.ColumnHeader>Dec</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bets.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {bets.map((bet, i) => (
          <Table.Row key={i}>
            <Table.Cell data-label="Session">{bet.runner_name}</Table.Cell>
            <Table.Cell textAlign="end" data-label="Amount">
              {formatAmount(bet.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label="Rate">
              {betRate(bet)}
            </Table.Cell>
            <Table.Cell textAlign="end" data-label="Run">
              {betRun(bet)}
            </Table.Cell>
            <Table.Cell data-label="Mode">{sessionMode(bet)}</Table.Cell>
            <Table.Cell data-label="Dec">{bet.result ?? ''}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The bets behind one ledger row: its MatchBets and FancyBets. */
export function LedgerBetTables({ bets }: { bets: readonly BetRecord[] }) {
  const { matchBets, fancyBets } = splitBets(bets);
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label="Bets of this entry">
      {matchBets.length > 0 ? (
        <>
          <Heading size="sm" my="2">
            Match Bets
          </Heading>
          <MatchBetsTable bets={matchBets} />
        </>
      ) : null}
      {fancyBets.length > 0 ? (
        <>
          <Heading size="sm" my="2">
            Fancy Bets
          </Heading>
          <FancyBetsTable bets={fancyBets} />
        </>
      ) : null}
    </Box>
  );
}
