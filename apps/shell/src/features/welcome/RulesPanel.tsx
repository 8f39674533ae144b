import { Box, Heading, List } from '@exchange/shared-ui/chakra';
import { RULES_HI, TERMS_HI } from './rulesText';
import { useLanguage, useTranslateText } from '@exchange/shared-ui';

function Panel({ title, lines, testId }: { title: string; lines: readonly string[]; testId: string }) {
  const tx = useTranslateText();
  const language = useLanguage();
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" p="4" data-testid={testId} lang="hi">
      <Heading size="sm" mb="2" lang={language}>
        {tx(title)}
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
  return <Panel title="Terms & Conditions" lines={TERMS_HI} testId="terms-box" />;
}

export function RulesPanel() {
  return <Panel title="Rules" lines={RULES_HI} testId="rules-panel" />;
}
