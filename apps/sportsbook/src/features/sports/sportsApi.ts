import type { DashboardMatch } from '@exchange/contracts/cricket';
import type { MatchOrders } from '@exchange/contracts/matchOdds';
import { answerOf } from '@exchange/contracts/read';
import { SportMatch } from '@exchange/contracts/sports';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi } from '@exchange/shared-auth';
import { parseDashboard } from '../cricket/matchOrder';
import { parseMatchOrders } from '../match/parseMatchOdds';

/** The sports other than cricket: Match Odds only, with a score from the simulator (issue 15). */
export type OtherSport = 'tennis' | 'soccer';
export const OTHER_SPORTS: readonly OtherSport[] = ['tennis', 'soccer'];
export const SPORT_TITLES: Record<OtherSport, string> = { tennis: 'Tennis', soccer: 'Soccer' };

export const isOtherSport = (sport: string): sport is OtherSport => (OTHER_SPORTS as readonly string[]).includes(sport);

export const sportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSportDashboard: build.query<DashboardMatch[], OtherSport>({
      // A public read, like cricket's dashboard: sent without the player's token.
      query: (sport) => ({ api: 'cm', url: `/${sport}/all-matches-dashboard`, skipAuth: true }),
      transformResponse: (envelope: unknown) => parseDashboard(envelopeResponse(envelope)),
    }),
    /** Score and Match Odds in one answer, polled every second; null when the answer is not what the contract says. */
    getSportMatch: build.query<SportMatch | null, { sport: OtherSport; id: number }>({
      query: ({ sport, id }) => ({ api: 'cm', url: `/${sport}/odds/${id}`, skipAuth: true }),
      transformResponse: (envelope: unknown) => answerOf(SportMatch, envelope),
    }),
    getMatchOrders: build.query<MatchOrders, number>({
      query: (eventId) => ({ api: 'cm', url: `/bet/orders/${eventId}` }),
      transformResponse: (envelope: unknown) => parseMatchOrders(envelopeResponse(envelope)),
      providesTags: ['Bets'],
    }),
  }),
});
