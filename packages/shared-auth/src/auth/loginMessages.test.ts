import { describe, expect, it } from 'vitest';
import { LOGIN_GENERIC } from '@exchange/account-rules';
import { loginErrorMessage } from './loginMessages';

describe('login error catalogue', () => {
  const err = (code: number, response: unknown, description?: string) => ({
    status: code,
    code,
    message: '',
    response,
    ...(description ? { description } : {}),
  });
  it('toasts the response text for 401 and 500', () => {
    expect(loginErrorMessage(err(401, 'Invalid username or password'))).toBe('Invalid username or password');
    expect(loginErrorMessage(err(500, 'Database down'))).toBe('Database down');
  });
  it('toasts error.description for 403', () => {
    expect(loginErrorMessage(err(403, null, 'Account is not active'))).toBe('Account is not active');
  });
  it('falls back to the generic message for other codes', () => {
    expect(loginErrorMessage(err(429, 'Too many'))).toBe(LOGIN_GENERIC);
  });
  it('says Login failed when the server could not be reached', () => {
    expect(loginErrorMessage({ status: 0, code: 0, message: 'Network error', response: null })).toBe('Login failed');
  });
});
