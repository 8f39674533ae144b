import { AppDialog, Text } from '@exchange/shared-ui/chakra';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useChangePasswordShown } from './useChangePasswordShown';
import { useTranslateText } from '@exchange/shared-ui';
import { usePopup } from '../../shared/popup';

/**
 * The change-password popup (flag `changePasswordPopOpen`). When the server demands a reset the
 * player cannot close it: they change the password before anything else.
 */
export function ChangePasswordDialog() {
  const tx = useTranslateText();
  const { shown, forced } = useChangePasswordShown();
  const { close } = usePopup('changePasswordPopOpen');

  return (
    <AppDialog
      open={shown}
      onClose={close}
      dismissible={!forced}
      title={tx('Change Password')}
      data-testid="change-password-dialog"
    >
      {forced ? (
        <Text mb="3" fontSize="sm" color="fg.muted">
          {tx('Please change your password before you continue.')}
        </Text>
      ) : null}
      <ChangePasswordForm variant="modal" />
    </AppDialog>
  );
}
