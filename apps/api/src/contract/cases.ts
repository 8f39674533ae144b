import { PublicKey, Profile, UserData } from '@exchange/contracts/accounts';
import { Announcement } from '@exchange/contracts/announcement';
import { Dashboard } from '@exchange/contracts/cricket';
import { Envelope, HealthStatus, NoContent } from '@exchange/contracts/envelope';
import {
  BetCount,
  BetDetails,
  BetRecord,
  CompletedGames,
  EventData,
  MatchSettings,
  MyBetsEnvelope,
  Odds,
  PlacedBet,
  ScoreAnswer,
  StreamAnswer,
} from '@exchange/contracts/exchange';
import { CoinHistory, LedgerEntry } from '@exchange/contracts/ledger';
import { Notices, UnreadNotices } from '@exchange/contracts/notices';
import { WireButtons } from '@exchange/contracts/stakes';
import { Type } from '@fastify/type-provider-typebox';
import { encryptPassword } from '../testing/harness';
import type { ContractCase } from './case';
import { casinoCases } from './casinoCases';
import { matchOddsCases } from './matchOddsCases';
import { limitsCases } from './limitsCases';
import { preferenceCases, sportsCases } from './sportsCases';

export type { Demo } from './case';

const day = 86_400_000;
const since = Date.now() - 300 * day;
const until = Date.now() + day;

/** One case per route of the OpenAPI document, keyed `METHOD /path` as OpenAPI writes it. */
export const contractCases: Record<string, ContractCase> = {
  'GET /health': { answer: Envelope(HealthStatus), call: () => ({ method: 'GET', url: '/health' }) },

  'GET /aam/v1/auth/public-key': {
    answer: Envelope(PublicKey),
    call: () => ({ method: 'GET', url: '/aam/v1/auth/public-key' }),
  },
  'POST /aam/v1/auth/signin': {
    answer: Envelope(UserData),
    call: () => ({
      method: 'POST',
      url: '/aam/v1/auth/signin',
      payload: { username: 'C1001', password: encryptPassword('123456') },
    }),
  },
  'POST /aam/v1/auth/signout': {
    answer: Envelope(NoContent),
    call: (d) => ({ method: 'POST', url: '/aam/v1/auth/signout', headers: d.auth.C1002 }),
  },
  'GET /aam/v1/accmanage/user/{id}': {
    answer: Envelope(Profile),
    call: (d) => ({ method: 'GET', url: `/aam/v1/accmanage/user/${d.playerId}`, headers: d.auth.C1001 }),
  },
  'PUT /aam/v1/auth/password': {
    answer: Envelope(NoContent),
    call: (d) => ({
      method: 'PUT',
      url: '/aam/v1/auth/password',
      headers: d.auth.C1003,
      payload: { password: encryptPassword('123456'), newPassword: encryptPassword('654321') },
    }),
  },
  'PUT /aam/v1/accmanage/user/{id}/rate-difference': {
    answer: Envelope(Profile),
    call: (d) => ({
      method: 'PUT',
      url: `/aam/v1/accmanage/user/${d.playerId}/rate-difference`,
      headers: d.auth.C1001,
      payload: { rateDifference: 2 },
    }),
  },

  'GET /cm/v1/cricket/all-matches-dashboard': {
    answer: Envelope(Dashboard),
    call: () => ({ method: 'GET', url: '/cm/v1/cricket/all-matches-dashboard' }),
  },
  'GET /cm/v1/cricket/odds/{eventId}': {
    answer: Envelope(Odds),
    call: (d) => ({ method: 'GET', url: `/cm/v1/cricket/odds/${d.live.eventId}` }),
  },
  'GET /cm/v1/cricket/event-data/{eventId}': {
    answer: Envelope(EventData),
    call: (d) => ({ method: 'GET', url: `/cm/v1/cricket/event-data/${d.live.eventId}` }),
  },
  'GET /cm/v1/cricket/match-details': {
    answer: Envelope(MatchSettings),
    call: (d) => ({
      method: 'GET',
      url: `/cm/v1/cricket/match-details?eventId=${d.live.eventId}`,
      headers: d.auth.C1001,
    }),
  },
  'GET /cm/v1/bet/bet-count': {
    answer: Envelope(BetCount),
    call: (d) => ({ method: 'GET', url: '/cm/v1/bet/bet-count', headers: d.auth.C1001 }),
  },
  'GET /cm/v1/bet/my-bet/{eventId}': {
    answer: MyBetsEnvelope,
    call: (d) => ({ method: 'GET', url: `/cm/v1/bet/my-bet/${d.live.eventId}`, headers: d.auth.C1001 }),
  },
  'POST /cm/v1/bet/place': {
    answer: Envelope(PlacedBet),
    call: ({ auth, live: { eventId, team } }) => ({
      method: 'POST',
      url: '/cm/v1/bet/place',
      headers: auth.C1001,
      payload: {
        amount: 100,
        eventId,
        marketId: team.marketId,
        selectionId: team.selectionId,
        type: 'back',
        backRate: team.back1,
        runnerName: team.runnerName,
      },
    }),
  },
  'POST /cm/v1/bet/fancy-place': {
    answer: Envelope(PlacedBet),
    call: ({ auth, live: { eventId, session } }) => ({
      method: 'POST',
      url: '/cm/v1/bet/fancy-place',
      headers: auth.C1001,
      payload: {
        amount: 100,
        eventId,
        marketId: session.marketId,
        type: 'yes',
        oddsBack: session.back1,
        backRate: session.backSize1,
      },
    }),
  },

  'POST /aam/v1/auth/score-sport2': {
    answer: Envelope(ScoreAnswer),
    call: (d) => ({ method: 'POST', url: `/aam/v1/auth/score-sport2?eventId=${d.live.eventId}`, payload: {} }),
  },
  'GET /aam/v1/auth/score-sport-v2/{id}': {
    answer: Envelope(ScoreAnswer),
    call: (d) => ({ method: 'GET', url: `/aam/v1/auth/score-sport-v2/${d.live.cricketId}` }),
  },
  'GET /aam/v1/auth/streaming/{id}': {
    answer: Envelope(StreamAnswer),
    call: (d) => ({ method: 'GET', url: `/aam/v1/auth/streaming/${d.live.eventId}` }),
  },
  'GET /aam/v1/auth/stream-page/{id}': {
    answer: 'html',
    call: (d) => ({ method: 'GET', url: `/aam/v1/auth/stream-page/${d.live.eventId}` }),
  },
  'POST /aam/v1/user/current-bets': {
    answer: Envelope(Type.Array(BetRecord)),
    call: (d) => ({ method: 'POST', url: '/aam/v1/user/current-bets', headers: d.auth.C1001, payload: {} }),
  },
  'GET /aam/v1/user/completed-games': {
    answer: Envelope(CompletedGames),
    call: (d) => ({ method: 'GET', url: '/aam/v1/user/completed-games', headers: d.auth.C1001 }),
  },
  'GET /aam/v1/user/bets-from-log': {
    answer: Envelope(BetDetails),
    call: (d) => ({
      method: 'GET',
      url: `/aam/v1/user/bets-from-log?accountLogId=${d.settledLogId}`,
      headers: d.auth.C1001,
    }),
  },
  'GET /aam/v1/user/bet-details': {
    answer: Envelope(BetDetails),
    call: (d) => ({
      method: 'GET',
      url: `/aam/v1/user/bet-details?accountLogId=${d.settledLogId}`,
      headers: d.auth.C1001,
    }),
  },

  'POST /aam/v1/accmanage/account-log': {
    answer: Envelope(Type.Array(LedgerEntry)),
    call: (d) => ({
      method: 'POST',
      url: '/aam/v1/accmanage/account-log',
      headers: d.auth.C1001,
      payload: { startDate: since, endDate: until, type: 'ALL' },
    }),
  },
  'GET /aam/v1/user/coin-history': {
    answer: Envelope(CoinHistory),
    call: (d) => ({
      method: 'GET',
      url: `/aam/v1/user/coin-history?startDate=${since}&endDate=${until}`,
      headers: d.auth.C1001,
    }),
  },
  'GET /aam/v1/notices': {
    answer: Envelope(Notices),
    call: (d) => ({ method: 'GET', url: '/aam/v1/notices?limit=5', headers: d.auth.C1001 }),
  },
  'POST /aam/v1/notices/read': {
    answer: Envelope(UnreadNotices),
    call: (d) => ({ method: 'POST', url: '/aam/v1/notices/read', headers: d.auth.C1001, payload: { upTo: '1' } }),
  },
  'GET /aam/v1/auth/announcement': {
    answer: Envelope(Announcement),
    call: () => ({ method: 'GET', url: '/aam/v1/auth/announcement' }),
  },
  'PUT /admin/v1/announcement': {
    answer: Envelope(Announcement),
    call: (d) => ({
      method: 'PUT',
      url: '/admin/v1/announcement',
      headers: { 'x-admin-token': d.adminToken },
      payload: { announcement: 'Welcome' },
    }),
  },
  'GET /aam/v1/user/client-button2': {
    answer: Envelope(WireButtons),
    call: (d) => ({ method: 'GET', url: '/aam/v1/user/client-button2', headers: d.auth.C1001 }),
  },
  'POST /aam/v1/user/client-button2': {
    answer: Envelope(WireButtons),
    call: (d) => ({
      method: 'POST',
      url: '/aam/v1/user/client-button2',
      headers: d.auth.C1001,
      payload: { buttonName1: '1k', buttonValue1: 1000, buttonNameCasino1: '500', buttonValueCasino1: 500 },
    }),
  },

  ...casinoCases,
  ...matchOddsCases,
  ...limitsCases,
  ...sportsCases,
  ...preferenceCases,
};
