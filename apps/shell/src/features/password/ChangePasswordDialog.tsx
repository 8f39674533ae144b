import { CloseButton, Dialog, Portal, Text } from '@exchange/shared-ui/chakra';
import { accountActions, useAppDispatch } from '@exchange/shared-auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useChangePasswordShown } from './useChangePasswordShown';
import { useOpenedOnce, useTranslateText } from '@exchange/shared-ui';

/**
 * The change-password popup (flag `changePasswordPopOpen`). When the server demands a reset the
 * player cannot close it: they change the password before anything else.
 */
export function ChangePasswordDialog() {
  const tx = useTranslateText();
  const dispatch = useAppDispatch();
  const { shown, forced } = useChangePasswordShown();
  const close = () => dispatch(accountActions.popupToggled({ popup: 'changePasswordPopOpen', open: false }));

  if (!useOpenedOnce(shown)) return null;
  return (
    <Dialog.Root
      open={shown}
      onOpenChange={(e) => (e.open || forced ? undefined : close())}
      closeOnEscape={!forced}
      closeOnInteractOutside={!forced}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="change-password-dialog">
            <Dialog.Header>
              <Dialog.Title>{tx('Change Password')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {forced ? (
                <Text mb="3" fontSize="sm" color="fg.muted">
                  {tx('Please change your password before you continue.')}
                </Text>
              ) : null}
              <ChangePasswordForm variant="modal" />
            </Dialog.Body>
            {forced ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={tx('Close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
