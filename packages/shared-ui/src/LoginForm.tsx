import { Button, Checkbox, chakra, Field, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { accountSelectors, isPlausibleUsername, useAppSelector, useLogin, type UserData } from '@exchange/shared-auth';
import { notify } from './toast';

type Props = { onLoggedIn: (user: UserData) => void };

/** The spec's login form: fixed leading C, show/hide password, terms flag on by default. */
export function LoginForm({ onLoggedIn }: Props) {
  const login = useLogin();
  const loading = useAppSelector(accountSelectors.selectLoginLoading);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [termsAgreed, setTermsAgreed] = useState(true);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (termsAgreed && !isPlausibleUsername(code)) {
      notify.error('Please enter your user name');
      return;
    }
    if (termsAgreed && !password) {
      notify.error('Please enter your password');
      return;
    }
    const user = await login({ code, password, termsAgreed });
    if (user) onLoggedIn(user);
  }

  return (
    <chakra.form onSubmit={submit} noValidate aria-busy={loading} data-testid="login-form">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>User Name</Field.Label>
          <InputGroup startElement={<Text fontWeight="bold">C</Text>}>
            <Input
              name="username"
              inputMode="text"
              autoComplete="username"
              placeholder="Client code"
              maxLength={20}
              value={code}
              // Only a code that the fixed C can lead is accepted: no spaces or symbols but hyphens.
              onChange={(e) => setCode(e.target.value.replace(/[^A-Za-z0-9-]/g, ''))}
              disabled={loading}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <InputGroup
            endElement={
              <Button size="xs" variant="ghost" onClick={() => setShowPassword((v) => !v)} aria-label={showPassword ? 'Hide password' : 'Show password'}>
                {showPassword ? 'Hide' : 'Show'}
              </Button>
            }
          >
            <Input
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="Password"
              maxLength={64}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={loading}
            />
          </InputGroup>
        </Field.Root>
        <Checkbox.Root checked={termsAgreed} onCheckedChange={(e) => setTermsAgreed(e.checked === true)} disabled={loading}>
          <Checkbox.HiddenInput name="terms" />
          <Checkbox.Control />
          <Checkbox.Label>I agree to the terms and conditions</Checkbox.Label>
        </Checkbox.Root>
        {loading ? (
          <Skeleton height="10" borderRadius="md" data-testid="login-loading" />
        ) : (
          <Button type="submit" colorPalette="blue" bg="brand.primary" color="brand.primaryContrast" width="full">
            Login
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}
