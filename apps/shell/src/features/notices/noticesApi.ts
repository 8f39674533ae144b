import { Notices, UnreadNotices, type MarkNoticesRead, type NoticesQuery } from '@exchange/contracts/notices';
import { answerOf, read } from '@exchange/contracts/read';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { SettlementNotice } from '@exchange/contracts/notices';

/** One answer of `GET /notices` (the older pages' cursor aside): a malformed notice is left out, never a crash. */
export type NoticesPage = Omit<Notices, 'next'>;

export function readNotices(envelope: unknown): NoticesPage | null {
  const page = read(Notices, envelopeResponse(envelope), { unread: 0, next: null }, 'notices');
  if (!page) return null;
  const { next: _next, ...rest } = page;
  return rest;
}

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<NoticesPage | null, NoticesQuery>({
      query: (params) => ({ api: 'aam', url: '/notices', params }),
      transformResponse: readNotices,
    }),
    markNoticesRead: build.mutation<number | null, string>({
      query: (upTo) => ({ api: 'aam', url: '/notices/read', method: 'POST', data: { upTo } satisfies MarkNoticesRead }),
      transformResponse: (envelope: unknown) => answerOf(UnreadNotices, envelope)?.unread ?? null,
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
