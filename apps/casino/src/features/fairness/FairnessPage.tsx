import { Box, Heading, List, Stack, Table, Text } from '@exchange/shared-ui/chakra';
import { PageTitle } from '@exchange/shared-ui';
import { gameRules } from '@exchange/betting';
import type { ReactNode } from 'react';
import { lineupTables } from '../../lineup';
import { NODE_CHECK, PYTHON_CHECK } from './fairnessSnippets';

/** Each table of the line-up with its decks and how it deals, read from the rules that deal it. */
const DEALS = lineupTables().flatMap((table) => {
  const rules = gameRules(table.gameId);
  return rules ? [{ name: table.name, decks: rules.decks, dealNote: rules.dealNote }] : [];
});

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack as="section" gap="2" data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Program({ label, code }: { label: string; code: string }) {
  return (
    <Stack gap="1">
      <Text fontWeight="bold">{label}</Text>
      <Box as="pre" fontSize="xs" bg="bg.muted" p="3" borderRadius="sm" overflowX="auto" data-testid="fairness-code">
        {code}
      </Box>
    </Stack>
  );
}

function DealTable() {
  return (
    <Table.Root size="sm" variant="outline" data-testid="fairness-deals">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Table</Table.ColumnHeader>
          <Table.ColumnHeader>Decks</Table.ColumnHeader>
          <Table.ColumnHeader>Cards from the top of the shuffled shoe</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {DEALS.map((d) => (
          <Table.Row key={d.name} data-testid="fairness-deal">
            <Table.Cell>{d.name}</Table.Cell>
            <Table.Cell>{d.decks}</Table.Cell>
            <Table.Cell>{d.dealNote}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * '/fairness' (issue 17): the provably fair scheme in plain words. The engine and 'Verify this round'
 * both use dealRound in packages/betting; this page says what it does. English only: the product has
 * no message catalogue yet for the Hindi text.
 */
export default function FairnessPage() {
  return (
    <Box bg="bg" borderRadius="sm" pb="4" data-testid="fairness-page">
      <PageTitle title="Fairness" />
      <Stack gap="5" p="3" fontSize="sm" maxW="4xl">
        <Text>
          You can check every round of our casino tables yourself: its cards are fixed before the first bet is taken,
          and after the round you can prove that they were.
        </Text>
        <Section title="1. Before betting: the hash is published" testId="fairness-before">
          <Text>
            When a round opens, the server draws a secret random seed: 32 random bytes, written as 64 hex digits. At
            once, before any bet, the table shows the seed&apos;s SHA-256 hash (&quot;Round seed hash&quot;).
          </Text>
          <Text>
            SHA-256 works one way: the hash gives nothing away about the seed, and no one can find another seed with the
            same hash. So once the hash is shown, the seed, and with it every card of the round, can no longer be
            changed, whatever is bet.
          </Text>
        </Section>
        <Section title="2. After the round: the seed is revealed" testId="fairness-after">
          <Text>
            When the round is settled, its result shows the seed itself. Anyone can then hash it and compare it with the
            hash that was shown before betting, and deal the cards again from it.
          </Text>
        </Section>
        <Section title="3. How the seed shuffles the shoe" testId="fairness-shuffle">
          <List.Root as="ol" ps="5" gap="1">
            <List.Item>
              Start from the table&apos;s decks in a fixed order: deck by deck, the suits Spades, Hearts, Clubs,
              Diamonds (S, H, C, D), each from A, 2, 3 … 10, J, Q to K.
            </List.Item>
            <List.Item>
              Make a stream of bytes from the seed: the SHA-256 of the text &quot;seed:0&quot;, then of
              &quot;seed:1&quot;, &quot;seed:2&quot; and so on (32 bytes each), one after another.
            </List.Item>
            <List.Item>
              Shuffle with Fisher-Yates: for each position i from the last card down to the second, read 4 bytes as a
              number x (big-endian, 0 to 4294967295) and pick the card at position j = x mod (i + 1), then swap the
              cards at i and j (positions count from 0).
            </List.Item>
            <List.Item>
              Rejection sampling keeps the pick fair: when x is at or above (i + 1) × floor(2^32 / (i + 1)), the largest
              multiple of (i + 1) up to 2^32, those 4 bytes are thrown away and the next 4 are read, so that no position
              is more likely than another.
            </List.Item>
            <List.Item>The table deals from the top of the shuffled shoe, the same way every round:</List.Item>
          </List.Root>
          <DealTable />
        </Section>
        <Section title="4. Check it yourself" testId="fairness-check">
          <Text>
            Open a round from the Last Result strip and press &apos;Verify this round&apos;: your browser hashes the
            seed, compares it with the published hash and deals the cards again, and shows each step. Or check it
            without us, with any SHA-256 tool: paste the revealed seed into one of these programs.
          </Text>
          <Program label="Node.js" code={NODE_CHECK} />
          <Program label="Python 3" code={PYTHON_CHECK} />
        </Section>
      </Stack>
    </Box>
  );
}
