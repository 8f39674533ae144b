import { Box } from '@exchange/shared-ui/chakra';
import { PageTitle, useT } from '@exchange/shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  const t = useT();
  return (
    <Box bg="bg" borderRadius="sm" maxW="md" mx="auto">
      <PageTitle title={t('title.changePassword')} />
      <Box p="4">
        <ChangePasswordForm variant="page" />
      </Box>
    </Box>
  );
}
