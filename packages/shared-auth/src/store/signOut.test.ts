import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountActions } from '../account/accountSlice';
import type { UserData } from '../account/types';
import { SIGN_OUT_TIMEOUT_MS } from '../auth/revokeSession';
import { configureApiBases, httpClient } from '@exchange/shared-http';
import { createAppStore, signOut } from './store';

const player: UserData = {
  id: 7,
  token: 'tok-live',
  username: 'C1001 Ravi',
  balance: 1000,
  liability: 0,
  resetRequired: false,
};

type Answer = (config: InternalAxiosRequestConfig) => Promise<unknown>;
let seen: InternalAxiosRequestConfig[];
let answer: Answer;
const originalAdapter = axios.defaults.adapter;

function respond(status: number, data: unknown = { code: status }): Answer {
  return async (config) => {
    const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

beforeEach(() => {
  seen = [];
  answer = respond(200, { code: 200, message: 'Signed out', response: null });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return (await answer(config)) as Awaited<ReturnType<AxiosAdapter>>;
  };
  axios.defaults.adapter = adapter;
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
});

function signedInStore(onUnauthorized = vi.fn()) {
  const store = createAppStore({ onUnauthorized });
  configureApiBases({
    aam: 'http://api.test/aam/v1',
    cm: 'http://api.test/cm/v1',
    casino: 'http://api.test/casino/v1',
  });
  store.dispatch(accountActions.loginSucceeded(player));
  return { store, onUnauthorized };
}

const signOutCalls = () => seen.filter((config) => config.url === '/auth/signout');

describe('signOut', () => {
  it("asks the server to end the player's token, then clears the account", async () => {
    const { store } = signedInStore();
    await store.dispatch(signOut());
    expect(signOutCalls()).toHaveLength(1);
    const call = signOutCalls()[0]!;
    expect(call).toMatchObject({ method: 'post', baseURL: 'http://api.test/aam/v1', timeout: SIGN_OUT_TIMEOUT_MS });
    expect(call.headers.get('Authorization')).toBe('Bearer tok-live');
    expect(store.getState().account.userData).toBeNull();
  });

  it('clears the account at once, without waiting for a slow server', () => {
    answer = () => new Promise(() => undefined);
    const { store } = signedInStore();
    void store.dispatch(signOut());
    expect(store.getState().account.userData).toBeNull();
  });

  it.each([
    ['the network is down', () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK'))],
    ['the call times out', () => Promise.reject(new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED'))],
    ['the server fails', respond(500, { code: 500, response: 'Something went wrong' })],
  ])('still logs out when %s', async (_label, failing) => {
    answer = failing;
    const { store, onUnauthorized } = signedInStore();
    await expect(store.dispatch(signOut())).resolves.toBeUndefined();
    expect(signOutCalls()).toHaveLength(1);
    expect(store.getState().account.userData).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a 401 from the sign-out call (token already ended) as done, not as another logout', async () => {
    answer = respond(401, { code: 401, response: 'Session expired, please log in again' });
    const { store, onUnauthorized } = signedInStore();
    await store.dispatch(signOut());
    expect(store.getState().account.userData).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('does not call the server when nobody is signed in', async () => {
    const { store } = signedInStore();
    store.dispatch(accountActions.loggedOut());
    await store.dispatch(signOut());
    expect(seen).toHaveLength(0);
  });

  it('logs out on a 401 from any call without asking the server to end the token it already refused', async () => {
    answer = respond(401, { code: 401, response: 'Session expired, please log in again' });
    const { store, onUnauthorized } = signedInStore();
    await expect(httpClient('cm').get('/bet/bet-count')).rejects.toBeInstanceOf(AxiosError);
    expect(store.getState().account.userData).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(signOutCalls()).toHaveLength(0);
  });
});
