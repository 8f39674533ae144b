import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { retry } from '@reduxjs/toolkit/query/react';
import { AxiosError, type Method } from 'axios';
import { httpClient, reportReached, toApiError, type ApiError, type ApiRequest } from '@exchange/shared-http';

/** A request to one of the APIs: what a poll sends too (ApiRequest), and what only axios does. */
export type RequestArgs = Omit<ApiRequest, 'method'> & {
  method?: Method;
  skipUnauthorizedHandling?: boolean;
};

/**
 * The answer of a read already sent for this request before the store ran (a 2xx's body as text,
 * or that it failed), or undefined when there is none.
 */
export type EarlyAnswers = (request: RequestArgs) => Promise<{ ok: true; text: string } | { ok: false }> | undefined;

let earlyAnswers: EarlyAnswers = () => undefined;

/**
 * Where the store's reads look for an answer already on its way: a cold deep link's first reads,
 * sent before the store ran (the live-data package's early reads; the shell hands them in, since
 * the store never imports the polls' package).
 */
export function setEarlyAnswers(answers: EarlyAnswers): void {
  earlyAnswers = answers;
}

/** Sends a request and returns the envelope, or an ApiError; never throws (spec section 8). */
export const axiosBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async (args, { signal }) => {
  // Sent already, before the store ran (a cold deep link's first reads): its 2xx answer stands in.
  // Anything else, and this read goes out as usual.
  const early = await earlyAnswers(args);
  if (early?.ok) {
    try {
      const data: unknown = JSON.parse(early.text);
      reportReached();
      return { data };
    } catch {
      // Not JSON: asked again below, and answered as the client answers it.
    }
  }
  try {
    const result = await httpClient(args.api).request({
      url: args.url,
      method: args.method ?? 'GET',
      data: args.data,
      params: args.params,
      headers: args.headers,
      signal,
      skipAuth: args.skipAuth,
      skipUnauthorizedHandling: args.skipUnauthorizedHandling,
    });
    return { data: result.data };
  } catch (err) {
    if (err instanceof AxiosError) {
      const status = err.response?.status ?? 0;
      return {
        error: toApiError(status, err.response?.data, err.code === 'ERR_NETWORK' ? 'Network error' : err.message),
      };
    }
    return { error: toApiError(0, null, err instanceof Error ? err.message : 'Request failed') };
  }
};

/** Backoff from 1 s doubling to a 30 s cap (DESIGN section 5). */
export function backoffDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

/**
 * Reads retry on network failures and 5xx only; a 4xx is an answer, not a fault.
 * Writes (bets, passwords) pass `maxRetries: 0`: money calls are never repeated behind the player's back.
 */
export const retryingBaseQuery = retry(
  async (args: RequestArgs, api, extraOptions) => {
    const result = await axiosBaseQuery(args, api, extraOptions);
    if (result.error && result.error.status >= 400 && result.error.status < 500) retry.fail(result.error);
    return result;
  },
  {
    maxRetries: 5,
    backoff: async (attempt) => {
      await new Promise((resolve) => setTimeout(resolve, backoffDelayMs(attempt)));
    },
  },
);
