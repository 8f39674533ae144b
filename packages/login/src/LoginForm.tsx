import { accountSelectors, useAppSelector, useLogin, type UserData } from '@exchange/shared-auth';
import { notify } from '@exchange/shared-ui';
import { LoginFields, type LoginFieldsValue } from '@exchange/shared-ui/login';

type Props = { onLoggedIn: (user: UserData) => void };

/** The login form wired to the store: the spec's login, its loading flag and its toasts. */
export function LoginForm({ onLoggedIn }: Props) {
  const login = useLogin(notify.error);
  const loading = useAppSelector(accountSelectors.selectLoginLoading);

  async function submit(form: LoginFieldsValue) {
    const user = await login(form);
    if (user) onLoggedIn(user);
  }

  return <LoginFields busy={loading} onSubmit={(form) => void submit(form)} onInvalid={notify.error} />;
}
