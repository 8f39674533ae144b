import { BetPreferences as BetPreferencesSchema, type BetPreferences } from '@exchange/contracts/matchOdds';
import { answerOf } from '@exchange/contracts/read';
import { baseApi } from '@exchange/shared-auth';

/** Until the account answers (or for a server without the route): today's behaviour, one-click off. */
export const DEFAULT_PREFERENCES: BetPreferences = {
  persistence: 'KEEP',
  acceptBetterOdds: false,
  oneClick: false,
  oneClickStake: 100,
};

/** The player's betting choices (issue 15), kept on the account so they follow the player. */
export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    betPreferences: build.query<BetPreferences | null, void>({
      query: () => ({ api: 'aam', url: '/user/bet-preferences', method: 'GET' }),
      transformResponse: (envelope: unknown) => answerOf(BetPreferencesSchema, envelope),
    }),
    saveBetPreferences: build.mutation<BetPreferences | null, BetPreferences>({
      query: (choices) => ({ api: 'aam', url: '/user/bet-preferences', method: 'POST', data: choices }),
      transformResponse: (envelope: unknown) => answerOf(BetPreferencesSchema, envelope),
      // Shown at once; what the server saved replaces it, a refusal puts the old choices back.
      async onQueryStarted(choices, { dispatch, queryFulfilled }) {
        const patch = dispatch(preferencesApi.util.updateQueryData('betPreferences', undefined, () => choices));
        try {
          const { data } = await queryFulfilled;
          if (data) dispatch(preferencesApi.util.updateQueryData('betPreferences', undefined, () => data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

/** The choices in force: the saved ones once read, the defaults until then. */
export function useBetPreferences(): BetPreferences {
  const { data } = preferencesApi.useBetPreferencesQuery();
  return data ?? DEFAULT_PREFERENCES;
}
