import { Box, Heading, List, Stack, Table, Text } from '@exchange/shared-ui/chakra';
import { PageTitle, useT } from '@exchange/shared-ui';
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
  const t = useT();
  return (
    <Table.Root size="sm" variant="outline" data-testid="fairness-deals">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('fairness.deals.table')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fairness.deals.decks')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fairness.deals.cards')}</Table.ColumnHeader>
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
 * '/fairness' (issue 17): the provably fair scheme in plain words, in English and Hindi from the
 * message catalogue. The engine and 'Verify this round' both use dealRound in packages/betting;
 * this page says what it does.
 */
export default function FairnessPage() {
  const t = useT();
  return (
    <Box bg="bg" borderRadius="sm" pb="4" data-testid="fairness-page">
      <PageTitle title={t('title.fairness')} />
      <Stack gap="5" p="3" fontSize="sm" maxW="4xl">
        <Text>{t('fairness.intro')}</Text>
        <Section title={t('fairness.before.title')} testId="fairness-before">
          <Text>{t('fairness.before.seed')}</Text>
          <Text>{t('fairness.before.oneWay')}</Text>
        </Section>
        <Section title={t('fairness.after.title')} testId="fairness-after">
          <Text>{t('fairness.after.text')}</Text>
        </Section>
        <Section title={t('fairness.shuffle.title')} testId="fairness-shuffle">
          <List.Root as="ol" ps="5" gap="1">
            <List.Item>{t('fairness.shuffle.order')}</List.Item>
            <List.Item>{t('fairness.shuffle.bytes')}</List.Item>
            <List.Item>{t('fairness.shuffle.fisherYates')}</List.Item>
            <List.Item>{t('fairness.shuffle.rejection')}</List.Item>
            <List.Item>{t('fairness.shuffle.deal')}</List.Item>
          </List.Root>
          <DealTable />
        </Section>
        <Section title={t('fairness.check.title')} testId="fairness-check">
          <Text>{t('fairness.check.text', { verify: t('fairness.verify') })}</Text>
          <Program label="Node.js" code={NODE_CHECK} />
          <Program label="Python 3" code={PYTHON_CHECK} />
        </Section>
      </Stack>
    </Box>
  );
}
