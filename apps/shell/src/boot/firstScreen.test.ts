import { afterEach, describe, expect, it } from 'vitest';
import { firstScreen, hasStoredSession, isLoginPath } from './firstScreen';

afterEach(() => window.localStorage.clear());

describe('the first screen', () => {
  it('is the light login form for a logged-out visitor on / or /login', () => {
    expect(firstScreen('/', false)).toBe('login');
    expect(firstScreen('/login', false)).toBe('login');
  });

  it('is the whole app for a player, and for any other address', () => {
    expect(firstScreen('/', true)).toBe('app');
    expect(firstScreen('/login', true)).toBe('app');
    expect(firstScreen('/cricket', false)).toBe('app');
    expect(firstScreen('/main/lucky7', false)).toBe('app');
    expect(isLoginPath('/loginx')).toBe(false);
  });

  it('counts a stored token as a session, and a tampered or missing one as none', () => {
    expect(hasStoredSession()).toBe(false);
    const userData = { id: 1, token: 'tok', username: 'C1001 Ravi', balance: 10, liability: 0, resetRequired: false };
    window.localStorage.setItem('state', JSON.stringify({ account: { userData } }));
    expect(hasStoredSession()).toBe(true);
    window.localStorage.setItem('state', JSON.stringify({ account: { userData: { ...userData, token: '' } } }));
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('state', '{not json');
    expect(hasStoredSession()).toBe(false);
  });
});
