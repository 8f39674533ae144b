import { PublicKey, Profile, UserData } from '@exchange/contracts/accounts';
import { Announcement } from '@exchange/contracts/announcement';
import { BetView, CasinoBetRecord, Exposure, GamesListItem, IndividualResult, LastResults, Lucky7RoundData, OddsView, ResultHistory } from '@exchange/contracts/casino';
import { Dashboard } from '@exchange/contracts/cricket';
import { Envelope, HealthStatus, NoContent } from '@exchange/contracts/envelope';
import { BetCount, BetDetails, BetRecord, CompletedGames, EventData, MatchSettings, MyBetsEnvelope, Odds, PlacedBet, ScoreAnswer, StreamAnswer } from '@exchange/contracts/exchange';
import { CoinHistory, LedgerEntry } from '@exchange/contracts/ledger';
import { WireButtons } from '@exchange/contracts/stakes';
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { InjectOptions } from 'fastify';
import { encryptPassword } from '../testing/harness';

/** What the calls need: demo players' sessions and ids read from the running app in `contract.test.ts`. */
export interface Demo {
  /** Authorization headers per demo player. */
  auth: Record<'C1001' | 'C1002' | 'C1003', { authorization: string }>;
  playerId: number;
  /** A live match (placeable) and a settled one (history). */
  live: { eventId: number; cricketId: number; team: { marketId: string; selectionId: number; runnerName: string; back1: number }; session: { marketId: string; back1: number; backSize1: number } };
  settledLogId: number;
  casino: { game: string; marketId: string; settledMarketId: string; lucky7MarketId: string };
  adminToken: string;
}

/** A route's contract: a valid call, and the schema of its 200 answer (the one the clients read), or an HTML page. */
export interface ContractCase {
  answer: TSchema | 'html';
  call: (demo: Demo) => InjectOptions;
}

const day = 86_400_000;
const since = Date.now() - 300 * day;
const until = Date.now() + day;

/** One case per route of the OpenAPI document, keyed `METHOD /path` as OpenAPI writes it. */
export const contractCases: Record<string, ContractCase> = {
  'GET /health': { answer: Envelope(HealthStatus), call: () => ({ method: 'GET', url: '/health' }) },

  'GET /aam/v1/auth/public-key': { answer: Envelope(PublicKey), call: () => ({ method: 'GET', url: '/aam/v1/auth/public-key' }) },
  'POST /aam/v1/auth/signin': {
    answer: Envelope(UserData),
    call: () => ({ method: 'POST', url: '/aam/v1/auth/signin', payload: { username: 'C1001', password: encryptPassword('123456') } }),
  },
  'POST /aam/v1/auth/signout': { answer: Envelope(NoContent), call: (d) => ({ method: 'POST', url: '/aam/v1/auth/signout', headers: d.auth.C1002 }) },
  'GET /aam/v1/accmanage/user/{id}': { answer: Envelope(Profile), call: (d) => ({ method: 'GET', url: `/aam/v1/accmanage/user/${d.playerId}`, headers: d.auth.C1001 }) },
  'PUT /aam/v1/auth/password': {
    answer: Envelope(NoContent),
    call: (d) => ({ method: 'PUT', url: '/aam/v1/auth/password', headers: d.auth.C1003, payload: { password: encryptPassword('123456'), newPassword: encryptPassword('654321') } }),
  },
  'PUT /aam/v1/accmanage/user/{id}/rate-difference': {
    answer: Envelope(Profile),
    call: (d) => ({ method: 'PUT', url: `/aam/v1/accmanage/user/${d.playerId}/rate-difference`, headers: d.auth.C1001, payload: { rateDifference: 2 } }),
  },

  'GET /cm/v1/cricket/all-matches-dashboard': { answer: Envelope(Dashboard), call: () => ({ method: 'GET', url: '/cm/v1/cricket/all-matches-dashboard' }) },
  'GET /cm/v1/cricket/odds/{eventId}': { answer: Envelope(Odds), call: (d) => ({ method: 'GET', url: `/cm/v1/cricket/odds/${d.live.eventId}` }) },
  'GET /cm/v1/cricket/event-data/{eventId}': { answer: Envelope(EventData), call: (d) => ({ method: 'GET', url: `/cm/v1/cricket/event-data/${d.live.eventId}` }) },
  'GET /cm/v1/cricket/match-details': {
    answer: Envelope(MatchSettings),
    call: (d) => ({ method: 'GET', url: `/cm/v1/cricket/match-details?eventId=${d.live.eventId}`, headers: d.auth.C1001 }),
  },
  'GET /cm/v1/bet/bet-count': { answer: Envelope(BetCount), call: (d) => ({ method: 'GET', url: '/cm/v1/bet/bet-count', headers: d.auth.C1001 }) },
  'GET /cm/v1/bet/my-bet/{eventId}': { answer: MyBetsEnvelope, call: (d) => ({ method: 'GET', url: `/cm/v1/bet/my-bet/${d.live.eventId}`, headers: d.auth.C1001 }) },
  'POST /cm/v1/bet/place': {
    answer: Envelope(PlacedBet),
    call: ({ auth, live: { eventId, team } }) => ({
      method: 'POST',
      url: '/cm/v1/bet/place',
      headers: auth.C1001,
      payload: { amount: 100, eventId, marketId: team.marketId, selectionId: team.selectionId, type: 'back', backRate: team.back1, runnerName: team.runnerName },
    }),
  },
  'POST /cm/v1/bet/fancy-place': {
    answer: Envelope(PlacedBet),
    call: ({ auth, live: { eventId, session } }) => ({
      method: 'POST',
      url: '/cm/v1/bet/fancy-place',
      headers: auth.C1001,
      payload: { amount: 100, eventId, marketId: session.marketId, type: 'yes', oddsBack: session.back1, backRate: session.backSize1 },
    }),
  },

  'POST /aam/v1/auth/score-sport2': { answer: Envelope(ScoreAnswer), call: (d) => ({ method: 'POST', url: `/aam/v1/auth/score-sport2?eventId=${d.live.eventId}`, payload: {} }) },
  'GET /aam/v1/auth/score-sport-v2/{id}': { answer: Envelope(ScoreAnswer), call: (d) => ({ method: 'GET', url: `/aam/v1/auth/score-sport-v2/${d.live.cricketId}` }) },
  'GET /aam/v1/auth/streaming/{id}': { answer: Envelope(StreamAnswer), call: (d) => ({ method: 'GET', url: `/aam/v1/auth/streaming/${d.live.eventId}` }) },
  'GET /aam/v1/auth/stream-page/{id}': { answer: 'html', call: (d) => ({ method: 'GET', url: `/aam/v1/auth/stream-page/${d.live.eventId}` }) },
  'POST /aam/v1/user/current-bets': { answer: Envelope(Type.Array(BetRecord)), call: (d) => ({ method: 'POST', url: '/aam/v1/user/current-bets', headers: d.auth.C1001, payload: {} }) },
  'GET /aam/v1/user/completed-games': { answer: Envelope(CompletedGames), call: (d) => ({ method: 'GET', url: '/aam/v1/user/completed-games', headers: d.auth.C1001 }) },
  'GET /aam/v1/user/bets-from-log': {
    answer: Envelope(BetDetails),
    call: (d) => ({ method: 'GET', url: `/aam/v1/user/bets-from-log?accountLogId=${d.settledLogId}`, headers: d.auth.C1001 }),
  },
  'GET /aam/v1/user/bet-details': {
    answer: Envelope(BetDetails),
    call: (d) => ({ method: 'GET', url: `/aam/v1/user/bet-details?accountLogId=${d.settledLogId}`, headers: d.auth.C1001 }),
  },

  'POST /aam/v1/accmanage/account-log': {
    answer: Envelope(Type.Array(LedgerEntry)),
    call: (d) => ({ method: 'POST', url: '/aam/v1/accmanage/account-log', headers: d.auth.C1001, payload: { startDate: since, endDate: until, type: 'ALL' } }),
  },
  'GET /aam/v1/user/coin-history': {
    answer: Envelope(CoinHistory),
    call: (d) => ({ method: 'GET', url: `/aam/v1/user/coin-history?startDate=${since}&endDate=${until}`, headers: d.auth.C1001 }),
  },
  'GET /aam/v1/auth/announcement': { answer: Envelope(Announcement), call: () => ({ method: 'GET', url: '/aam/v1/auth/announcement' }) },
  'PUT /admin/v1/announcement': {
    answer: Envelope(Announcement),
    call: (d) => ({ method: 'PUT', url: '/admin/v1/announcement', headers: { 'x-admin-token': d.adminToken }, payload: { announcement: 'Welcome' } }),
  },
  'GET /aam/v1/user/client-button2': { answer: Envelope(WireButtons), call: (d) => ({ method: 'GET', url: '/aam/v1/user/client-button2', headers: d.auth.C1001 }) },
  'POST /aam/v1/user/client-button2': {
    answer: Envelope(WireButtons),
    call: (d) => ({ method: 'POST', url: '/aam/v1/user/client-button2', headers: d.auth.C1001, payload: { buttonName1: '1k', buttonValue1: 1000, buttonNameCasino1: '500', buttonValueCasino1: 500 } }),
  },

  'GET /casino/v1/health': { answer: Envelope(HealthStatus), call: () => ({ method: 'GET', url: '/casino/v1/health' }) },
  'GET /casino/v1/odds': { answer: Envelope(OddsView), call: (d) => ({ method: 'GET', url: `/casino/v1/odds?casinoGames=${d.casino.game}` }) },
  'GET /casino/v1/last-10-results': { answer: Envelope(LastResults), call: (d) => ({ method: 'GET', url: `/casino/v1/last-10-results?casinoGames=${d.casino.game}` }) },
  'GET /casino/v1/my-bet': { answer: Envelope(Type.Array(BetView)), call: (d) => ({ method: 'GET', url: `/casino/v1/my-bet?casinoGames=${d.casino.game}`, headers: d.auth.C1001 }) },
  'GET /casino/v1/pl-exposure': {
    answer: Envelope(Exposure),
    call: (d) => ({ method: 'GET', url: '/casino/v1/pl-exposure', headers: { ...d.auth.C1001, 'x-market-id': d.casino.marketId } }),
  },
  'GET /casino/v1/lucky7/round-data': { answer: Envelope(Lucky7RoundData), call: (d) => ({ method: 'GET', url: `/casino/v1/lucky7/round-data?marketId=${d.casino.lucky7MarketId}` }) },
  'GET /casino/v1/my-bet/settled': { answer: Envelope(Type.Array(BetView)), call: (d) => ({ method: 'GET', url: '/casino/v1/my-bet/settled', headers: d.auth.C1001 }) },
  'GET /casino/v1/casino-bets': { answer: Envelope(Type.Array(CasinoBetRecord)), call: (d) => ({ method: 'GET', url: '/casino/v1/casino-bets', headers: d.auth.C1001 }) },
  'GET /casino/v1/individaul-result': {
    answer: Envelope(IndividualResult),
    call: (d) => ({ method: 'GET', url: `/casino/v1/individaul-result?marketId=${d.casino.settledMarketId}`, headers: d.auth.C1001 }),
  },
  'GET /casino/v1/casino-results': { answer: Envelope(ResultHistory), call: (d) => ({ method: 'GET', url: `/casino/v1/casino-results?casinoGames=${d.casino.game}`, headers: d.auth.C1001 }) },
  'POST /casino/v1/bet/place': {
    answer: Envelope(BetView),
    call: (d) => ({
      method: 'POST',
      url: '/casino/v1/bet/place',
      headers: d.auth.C1001,
      payload: { amount: 100, marketId: d.casino.marketId, runnerName: 'Dragon', selectionId: 1, casinoGames: d.casino.game, back: 2, type: 'back' },
    }),
  },
  'GET /casino/v1/games-list': { answer: Envelope(Type.Array(GamesListItem)), call: () => ({ method: 'GET', url: '/casino/v1/games-list' }) },
  'GET /casino/v1/stream/{gameCode}': { answer: 'html', call: (d) => ({ method: 'GET', url: `/casino/v1/stream/${d.casino.game}` }) },
};
