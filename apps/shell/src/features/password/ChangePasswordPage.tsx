import { Box } from '@exchange/shared-ui/chakra';
import { PageTitle } from '@exchange/shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  return (
    <Box bg="bg" borderRadius="sm" maxW="md" mx="auto">
      <PageTitle title="Change Password" />
      <Box p="4">
        <ChangePasswordForm variant="page" />
      </Box>
    </Box>
  );
}
