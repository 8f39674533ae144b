import { Navigate, useNavigate } from '@exchange/shared-ui/router';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { LoginForm } from '@exchange/login';
import { LoginCard, useBrand } from '@exchange/shared-ui';

/** The login screen inside the app (after a logout, or `/login` typed while the app is open). */
export function LoginPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  if (loggedIn) return <Navigate to="/" replace />;

  return (
    <LoginCard brand={brand}>
      <LoginForm onLoggedIn={() => navigate('/confirm', { replace: true })} />
    </LoginCard>
  );
}
