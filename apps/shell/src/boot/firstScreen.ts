import { readPersistedUser } from '@exchange/shared-auth/boot';

/** Paths where a logged-out visitor sees the login screen (spec: Login, routes /login and /). */
export function isLoginPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/login' || pathname === '/login/';
}

/** Whether a player's session is stored; browsers that refuse storage count as logged out. */
export function hasStoredSession(): boolean {
  try {
    return readPersistedUser(window.localStorage) !== null;
  } catch {
    return false;
  }
}

/** The first screen: the light login form, or the whole app for everything else. */
export function firstScreen(pathname: string, loggedIn: boolean): 'login' | 'app' {
  return !loggedIn && isLoginPath(pathname) ? 'login' : 'app';
}
