import { CloseButton, Dialog, Portal } from '@exchange/shared-ui/chakra';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { LoginForm } from '@exchange/login';
import { useOpenedOnce, useTranslateText } from '@exchange/shared-ui';

/** The login popup, opened by any app through the shared `loginPopOpen` flag. */
export function LoginDialog() {
  const tx = useTranslateText();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => accountSelectors.selectPopup(state, 'loginPopOpen'));
  const close = () => dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: false }));

  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-dialog" mx="3">
            <Dialog.Header>
              <Dialog.Title>{tx('Login')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <LoginForm onLoggedIn={close} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tx('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
