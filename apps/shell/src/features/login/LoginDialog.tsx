import { AppDialog } from '@exchange/shared-ui/chakra';
import { LoginForm } from '@exchange/login';
import { useTranslateText } from '@exchange/shared-ui';
import { usePopup } from '../../shared/popup';

/** The login popup, opened by any app through the shared `loginPopOpen` flag. */
export function LoginDialog() {
  const tx = useTranslateText();
  const { open, close } = usePopup('loginPopOpen');

  return (
    <AppDialog open={open} onClose={close} title={tx('Login')} data-testid="login-dialog">
      <LoginForm onLoggedIn={close} />
    </AppDialog>
  );
}
