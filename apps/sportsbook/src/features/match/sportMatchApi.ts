import type { MatchOrders } from '@exchange/contracts/matchOdds';
import { answerOf } from '@exchange/contracts/read';
import { SportMatch } from '@exchange/contracts/sports';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi, type Sport } from '@exchange/shared-auth';
import { quietlyPolled } from '@exchange/live-data';
import { parseMatchOrders } from './parseMatchOdds';

/** The sports other than cricket (issue 15): Match Odds only, with a score from the simulator. */
export type OtherSport = Exclude<Sport, 'cricket'>;
export const OTHER_SPORTS: readonly OtherSport[] = ['tennis', 'soccer'];
export const SPORT_TITLES: Record<OtherSport, string> = { tennis: 'Tennis', soccer: 'Soccer' };

export const isOtherSport = (sport: string): sport is OtherSport => (OTHER_SPORTS as readonly string[]).includes(sport);

/**
 * A tennis or soccer match's reads. The score and Match Odds come in one public answer polled every
 * second; the player's orders and positions from the Match Odds engine every 5 s (cricket reads
 * the same orders inside its my-bet answer).
 */
export const sportMatchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** null when the answer is not what the contract says. */
    getSportMatch: build.query<SportMatch | null, { sport: OtherSport; id: number }>(
      quietlyPolled('getSportMatch', {
        query: ({ sport, id }: { sport: OtherSport; id: number }) => ({
          api: 'cm' as const,
          url: `/${sport}/odds/${id}`,
          skipAuth: true,
        }),
        transformResponse: (envelope: unknown) => answerOf(SportMatch, envelope),
      }),
    ),
    getMatchOrders: build.query<MatchOrders, number>({
      ...quietlyPolled('getMatchOrders', {
        query: (eventId: number) => ({ api: 'cm' as const, url: `/bet/orders/${eventId}` }),
        transformResponse: (envelope: unknown) => parseMatchOrders(envelopeResponse(envelope)),
      }),
      providesTags: ['Bets'],
    }),
  }),
});
