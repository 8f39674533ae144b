import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiBases } from '@exchange/shared-http';
import { forgetEarlyReads, sendEarlyRead } from '@exchange/shared-http/early';
import { FakeXhr } from '@exchange/shared-http/testing';
import { createAppStore } from '../store/store';
import { axiosBaseQuery } from './baseQuery';

const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' };
const originalAdapter = axios.defaults.adapter;
let asked: string[];

beforeEach(() => {
  asked = [];
  axios.defaults.adapter = (async (config) => {
    asked.push(String(config.url));
    return { data: { code: 200, response: 'asked' }, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  }) satisfies AxiosAdapter;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  createAppStore({ storage: undefined, onUnauthorized: () => undefined });
  configureApiBases(bases);
  forgetEarlyReads();
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
  forgetEarlyReads();
});

const api = { signal: new AbortController().signal } as Parameters<typeof axiosBaseQuery>[1];
const read = { api: 'cm' as const, url: '/cricket/event-data/1001', skipAuth: true };

describe("the store's reads", () => {
  it('take the answer of the same read sent early, and ask the API only for the next one', async () => {
    FakeXhr.answer = { status: 200, body: '{"code":200,"response":"early"}' };
    void sendEarlyRead({ bases, originId: 'web', token: null }, read);
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'early' } });
    expect(asked).toEqual([]);
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'asked' } });
    expect(asked).toEqual(['/cricket/event-data/1001']);
  });

  it('ask the API themselves when the early read failed or did not bring JSON', async () => {
    FakeXhr.answer = { status: 503, body: '' };
    await sendEarlyRead({ bases, originId: 'web', token: null }, read);
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'asked' } });
    FakeXhr.answer = { status: 200, body: '<html>' };
    await sendEarlyRead({ bases, originId: 'web', token: null }, read);
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'asked' } });
    expect(asked).toHaveLength(2);
  });
});
