import { AppDialog } from '@exchange/shared-ui/chakra';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { LoginForm } from '@exchange/login';
import { useTranslateText } from '@exchange/shared-ui';

/** The login popup, opened by any app through the shared `loginPopOpen` flag. */
export function LoginDialog() {
  const tx = useTranslateText();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => accountSelectors.selectPopup(state, 'loginPopOpen'));
  const close = () => dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: false }));

  return (
    <AppDialog open={open} onClose={close} title={tx('Login')} data-testid="login-dialog">
      <LoginForm onLoggedIn={close} />
    </AppDialog>
  );
}
