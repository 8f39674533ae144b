import { Box, Heading, List } from '@exchange/shared-ui/chakra';
import { RULES_HI, TERMS_HI } from './rulesText';
import { useLanguage, useT } from '@exchange/shared-ui';

/** A box of Hindi lines under a heading in the language on screen. */
function Panel({ title, lines, testId }: { title: string; lines: readonly string[]; testId: string }) {
  const language = useLanguage();
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" p="4" data-testid={testId} lang="hi">
      <Heading size="sm" mb="2" lang={language}>
        {title}
      </Heading>
      <List.Root as="ol" ps="5" gap="1.5" fontSize="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

export function TermsBox() {
  const t = useT();
  return <Panel title={t('shell.termsTitle')} lines={TERMS_HI} testId="terms-box" />;
}

export function RulesPanel() {
  const t = useT();
  return <Panel title={t('nav.rules')} lines={RULES_HI} testId="rules-panel" />;
}
