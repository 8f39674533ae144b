import type { DashboardMatch } from '@exchange/contracts/cricket';
import type { CurrentBetsBody } from '@exchange/contracts/exchange';
import { envelopeResponse } from '@exchange/shared-http';
import { baseApi, type Sport } from '@exchange/shared-auth';
import { quietlyPolled } from '@exchange/live-data';
import { parseCurrentBets, type CurrentBet } from './currentBets';
import { parseBetCounts, parseDashboard, type BetCounts } from './matchOrder';

export type { DashboardMatch } from '@exchange/contracts/cricket';
export type { BetCounts } from './matchOrder';

/** Dashboard refresh while the player is on cricket (spec section 9). */
export const DASHBOARD_POLL_MS = 5000;

/** The sports other than cricket (issue 15): Match Odds only, listed as cricket's dashboard lists its matches. */
export type OtherSport = Exclude<Sport, 'cricket'>;

export const cricketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBetCount: build.query<BetCounts, void>({
      ...quietlyPolled('getBetCount', {
        query: () => ({ api: 'cm' as const, url: '/bet/bet-count' }),
        transformResponse: (envelope: unknown) => parseBetCounts(envelopeResponse(envelope)),
      }),
      providesTags: ['Bets'],
    }),
    /**
     * The player's open bets on every match (spec section 7, `POST /user/current-bets`), for Current
     * Bets on the dashboard: read when the player opens the list, not polled.
     */
    getCurrentBets: build.query<CurrentBet[], void>({
      query: () => ({
        api: 'aam' as const,
        url: '/user/current-bets',
        method: 'POST' as const,
        data: {} satisfies CurrentBetsBody,
      }),
      transformResponse: parseCurrentBets,
      providesTags: ['Bets'],
    }),
    getMatchesDashboard: build.query<DashboardMatch[], void>(
      quietlyPolled('getMatchesDashboard', {
        // A public read: sent without the player's token (spec section 7).
        query: () => ({ api: 'cm' as const, url: '/cricket/all-matches-dashboard', skipAuth: true }),
        transformResponse: (envelope: unknown) => parseDashboard(envelopeResponse(envelope)),
      }),
    ),
    /** `/tennis`, `/soccer`: the same list for another sport, also a public read polled every 5 s. */
    getSportDashboard: build.query<DashboardMatch[], OtherSport>(
      quietlyPolled('getSportDashboard', {
        query: (sport: OtherSport) => ({ api: 'cm' as const, url: `/${sport}/all-matches-dashboard`, skipAuth: true }),
        transformResponse: (envelope: unknown) => parseDashboard(envelopeResponse(envelope)),
      }),
    ),
  }),
});
