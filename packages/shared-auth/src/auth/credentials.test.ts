import { describe, expect, it } from 'vitest';
import { buildLoginUsername, isPlausibleUsername } from './credentials';
import { LOGIN_GENERIC, loginErrorMessage } from './loginMessages';

describe('login username', () => {
  it.each([
    ['1001', 'C1001'],
    ['10-01', 'C1001'],
    [' 1-0-0-1 ', 'C1001'],
    ['C1001', 'C1001'],
    ['c1001', 'C1001'],
  ])('typed %j is sent as %s', (typed, sent) => {
    expect(buildLoginUsername(typed)).toBe(sent);
  });

  it('rejects empty and odd input before anything is sent', () => {
    expect(isPlausibleUsername('')).toBe(false);
    expect(isPlausibleUsername('10 01')).toBe(false);
    expect(isPlausibleUsername('<script>')).toBe(false);
    expect(isPlausibleUsername('1001')).toBe(true);
  });
});

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
