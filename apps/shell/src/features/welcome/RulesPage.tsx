import { Stack } from '@exchange/shared-ui/chakra';
import { PageTitle, useT } from '@exchange/shared-ui';
import { RulesPanel, TermsBox } from './RulesPanel';

export default function RulesPage() {
  const t = useT();
  return (
    <Stack gap="3">
      <PageTitle title={t('nav.rules')} />
      <RulesPanel />
      <TermsBox />
    </Stack>
  );
}
