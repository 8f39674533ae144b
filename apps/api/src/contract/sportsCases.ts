import { Dashboard } from '@exchange/contracts/cricket';
import { Envelope } from '@exchange/contracts/envelope';
import { BetPreferences } from '@exchange/contracts/matchOdds';
import { SportMatch } from '@exchange/contracts/sports';
import type { ContractCase } from './case';

/** Tennis and soccer (issue 15, /cm/v1/{sport}): the match list and a match's one-second poll. */
export const sportsCases: Record<string, ContractCase> = Object.fromEntries(
  (['tennis', 'soccer'] as const).flatMap((sport) => [
    [
      `GET /cm/v1/${sport}/all-matches-dashboard`,
      { answer: Envelope(Dashboard), call: () => ({ method: 'GET', url: `/cm/v1/${sport}/all-matches-dashboard` }) },
    ],
    [
      `GET /cm/v1/${sport}/odds/{eventId}`,
      {
        answer: Envelope(SportMatch),
        call: ({ sports }) => ({ method: 'GET', url: `/cm/v1/${sport}/odds/${sports[sport]}` }),
      },
    ],
  ]),
);

/** The player's betting choices (issue 15, lane C: Keep / Cancel unmatched, better odds, one-click). */
export const preferenceCases: Record<string, ContractCase> = {
  'GET /aam/v1/user/bet-preferences': {
    answer: Envelope(BetPreferences),
    call: ({ auth }) => ({ method: 'GET', url: '/aam/v1/user/bet-preferences', headers: auth.C1001 }),
  },
  'POST /aam/v1/user/bet-preferences': {
    answer: Envelope(BetPreferences),
    call: ({ auth }) => ({
      method: 'POST',
      url: '/aam/v1/user/bet-preferences',
      headers: auth.C1001,
      payload: { persistence: 'CANCEL', acceptBetterOdds: true, oneClick: false, oneClickStake: 500 },
    }),
  },
};
