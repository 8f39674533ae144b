import { Stack } from '@exchange/shared-ui/chakra';
import { PageTitle } from '@exchange/shared-ui';
import { RulesPanel, TermsBox } from './RulesPanel';

export default function RulesPage() {
  return (
    <Stack gap="3">
      <PageTitle title="Rules" />
      <RulesPanel />
      <TermsBox />
    </Stack>
  );
}
