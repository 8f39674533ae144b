import { Envelope } from '@exchange/contracts/envelope';
import { PlayerLimits, TimeOut } from '@exchange/contracts/limits';
import type { ContractCase } from './case';

/** The player-limits routes (apps/api/src/playerLimits). The time-out is taken by a player of its own: it ends their sessions. */
export const limitsCases: Record<string, ContractCase> = {
  'GET /aam/v1/user/limits': {
    answer: Envelope(PlayerLimits),
    call: (d) => ({ method: 'GET', url: '/aam/v1/user/limits', headers: d.auth.C1001 }),
  },
  'PUT /aam/v1/user/limits/loss': {
    answer: Envelope(PlayerLimits),
    call: (d) => ({
      method: 'PUT',
      url: '/aam/v1/user/limits/loss',
      headers: d.auth.C1001,
      payload: { daily: 50_000, weekly: 2_00_000, monthly: null },
    }),
  },
  'PUT /aam/v1/user/limits/reality-check': {
    answer: Envelope(PlayerLimits),
    call: (d) => ({
      method: 'PUT',
      url: '/aam/v1/user/limits/reality-check',
      headers: d.auth.C1001,
      payload: { minutes: 30 },
    }),
  },
  'POST /aam/v1/user/limits/time-out': {
    answer: Envelope(TimeOut),
    call: (d) => ({
      method: 'POST',
      url: '/aam/v1/user/limits/time-out',
      headers: d.timeOutAuth,
      payload: { hours: 24 },
    }),
  },
};
