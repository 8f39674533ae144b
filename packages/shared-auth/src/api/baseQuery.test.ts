import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiBases } from '@exchange/shared-http';
import { createAppStore } from '../store/store';
import { axiosBaseQuery, setEarlyAnswers, type RequestArgs } from './baseQuery';

const bases = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' };
const originalAdapter = axios.defaults.adapter;
let asked: string[];
/** Answers already on their way, by URL, taken once (what live-data's early reads hand the store). */
let early: Map<string, { ok: true; text: string } | { ok: false }>;

beforeEach(() => {
  asked = [];
  early = new Map();
  axios.defaults.adapter = (async (config) => {
    asked.push(String(config.url));
    return { data: { code: 200, response: 'asked' }, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  }) satisfies AxiosAdapter;
  createAppStore({ storage: undefined, onUnauthorized: () => undefined });
  configureApiBases(bases);
  setEarlyAnswers((request: RequestArgs) => {
    const answer = early.get(request.url);
    early.delete(request.url);
    return answer && Promise.resolve(answer);
  });
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  setEarlyAnswers(() => undefined);
});

const api = { signal: new AbortController().signal } as Parameters<typeof axiosBaseQuery>[1];
const read = { api: 'cm' as const, url: '/cricket/event-data/1001', skipAuth: true };

describe("the store's reads", () => {
  it('take an answer handed in as sent early, and ask the API only for the next one', async () => {
    early.set(read.url, { ok: true, text: '{"code":200,"response":"early"}' });
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'early' } });
    expect(asked).toEqual([]);
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'asked' } });
    expect(asked).toEqual(['/cricket/event-data/1001']);
  });

  it('ask the API themselves when the early read failed or did not bring JSON', async () => {
    early.set(read.url, { ok: false });
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'asked' } });
    early.set(read.url, { ok: true, text: '<html>' });
    expect(await axiosBaseQuery(read, api, {})).toEqual({ data: { code: 200, response: 'asked' } });
    expect(asked).toHaveLength(2);
  });
});
