import { baseApi, type Envelope } from '@exchange/shared-auth';

export type DashboardMatch = {
  cricketId: number;
  eventId: number;
  eventName: string;
  eventTime: string;
  inPlay: boolean;
  sport: string;
};

/** Dashboard refresh while the player is on cricket (spec section 9). */
export const DASHBOARD_POLL_MS = 5000;

export const cricketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMatchesDashboard: build.query<DashboardMatch[], void>({
      // A public read: sent without the player's token (spec section 7).
      query: () => ({ api: 'cm', url: '/cricket/all-matches-dashboard', skipAuth: true }),
      transformResponse: (envelope: Envelope<DashboardMatch[]>) => (Array.isArray(envelope.response) ? envelope.response : []),
    }),
  }),
});
