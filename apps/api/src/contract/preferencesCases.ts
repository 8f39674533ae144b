import { Envelope } from '@exchange/contracts/envelope';
import { BetPreferences } from '@exchange/contracts/matchOdds';
import type { ContractCase } from './case';

/** The betting preferences (apps/api/src/preferences): 'Keep' / 'Cancel unmatched', better odds, one-click. */
export const preferencesCases: Record<string, ContractCase> = {
  'GET /aam/v1/user/bet-preferences': {
    answer: Envelope(BetPreferences),
    call: (d) => ({ method: 'GET', url: '/aam/v1/user/bet-preferences', headers: d.auth.C1001 }),
  },
  'POST /aam/v1/user/bet-preferences': {
    answer: Envelope(BetPreferences),
    call: (d) => ({
      method: 'POST',
      url: '/aam/v1/user/bet-preferences',
      headers: d.auth.C1001,
      payload: { persistence: 'KEEP', acceptBetterOdds: true, oneClick: false, oneClickStake: 500 },
    }),
  },
};
