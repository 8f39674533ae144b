import { SettlementNotice, UnreadNotices, type NoticesQuery } from '@exchange/contracts/notices';
import { answerOf, keepRows } from '@exchange/contracts/read';
import { envelopeResponse, isRecord } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';

export type { SettlementNotice } from '@exchange/contracts/notices';

/** One answer of `GET /notices`, read row by row: a malformed notice is left out, never a crash. */
export type NoticesPage = { notices: SettlementNotice[]; unread: number; cursor: string };

export function readNotices(envelope: unknown): NoticesPage | null {
  const body = envelopeResponse(envelope);
  if (!isRecord(body) || typeof body.cursor !== 'string') return null;
  const unread = Number.isSafeInteger(body.unread) && (body.unread as number) >= 0 ? (body.unread as number) : 0;
  return { notices: keepRows(SettlementNotice, body.notices, 'notices'), unread, cursor: body.cursor };
}

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<NoticesPage | null, NoticesQuery>({
      query: (params) => ({ api: 'aam', url: '/notices', params }),
      transformResponse: readNotices,
    }),
    markNoticesRead: build.mutation<number | null, string>({
      query: (upTo) => ({ api: 'aam', url: '/notices/read', method: 'POST', data: { upTo } }),
      transformResponse: (envelope: unknown) => answerOf(UnreadNotices, envelope)?.unread ?? null,
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
