import { Box, SimpleGrid, Table, Text } from '@exchange/shared-ui/chakra';
import type { CricketResult, OverRow } from '../parseResult';
import { useTranslateText } from '@exchange/shared-ui';

/** Spec section 2: the two innings are England's and South Africa's. */
const TEAMS = ['ENG', 'RSA'] as const;

function ballColour(ball: string): string | undefined {
  if (/w/i.test(ball)) return 'pl.negative';
  if (ball === '4' || ball === '6') return 'pl.positive';
  return undefined;
}

function Innings({ team, overs }: { team: string; overs: readonly OverRow[] }) {
  const tx = useTranslateText();
  const last = overs.at(-1);
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="innings" data-team={team}>
      <Text bg="brand.primary" color="brand.primaryContrast" px="2" py="1" fontWeight="bold" fontSize="sm">
        {team}
        {last ? ` ${last.score}` : ''}
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{tx('Over')}</Table.ColumnHeader>
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <Table.ColumnHeader key={n} textAlign="center">
                  {n}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{tx('Runs')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx('Score')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {overs.map((o, i) => (
              <Table.Row key={`${o.over}-${i}`} data-testid="over-row">
                <Table.Cell>{o.over}</Table.Cell>
                {o.balls.map((ball, b) => (
                  <Table.Cell key={b} textAlign="center" fontWeight="bold" color={ballColour(ball)}>
                    {ball}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end">{o.runsPerOver}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold">
                  {o.score}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}

/** Super Over and Cricket Match 20: each innings over by over (ball runs 1-6, runs in the over, score). */
export function CricketBoard({ cricket }: { cricket: CricketResult }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" data-testid="board-cricket">
      <Innings team={TEAMS[0]} overs={cricket.team1} />
      <Innings team={TEAMS[1]} overs={cricket.team2} />
    </SimpleGrid>
  );
}
