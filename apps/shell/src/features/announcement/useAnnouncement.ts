import { useEffect } from 'react';
import { Announcement } from '@exchange/contracts/announcement';
import { answerOf } from '@exchange/contracts/read';
import { announcementActions, baseApi, useAppDispatch } from '@exchange/shared-auth';
import { quietlyPolled, useQuietPoll } from '@exchange/live-data';

/** The spec names no interval for the announcement; a minute keeps an operator's change timely. */
export const ANNOUNCEMENT_POLL_MS = 60_000;

const announcementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncement: build.query<string, void>(
      quietlyPolled('getAnnouncement', {
        query: () => ({ api: 'aam' as const, url: '/auth/announcement', skipAuth: true }),
        transformResponse: (envelope: unknown) => answerOf(Announcement, envelope)?.announcement ?? '',
      }),
    ),
  }),
});

/** Feeds the marquee: the text lands in the shared `announcement` slice. */
export function useAnnouncement(): void {
  const dispatch = useAppDispatch();
  const { data } = announcementApi.useGetAnnouncementQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  useQuietPoll(announcementApi.endpoints.getAnnouncement, undefined, ANNOUNCEMENT_POLL_MS);
  useEffect(() => {
    if (data !== undefined) dispatch(announcementActions.announcementReceived(data));
  }, [data, dispatch]);
}
