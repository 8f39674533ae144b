import {
  BetView,
  CasinoBetRecord,
  Exposure,
  GamesListItem,
  IndividualResult,
  LastResults,
  Lucky7RoundData,
  OddsView,
  ResultHistory,
} from '@exchange/contracts/casino';
import { Envelope, HealthStatus } from '@exchange/contracts/envelope';
import { Type } from '@fastify/type-provider-typebox';
import { StreamRound } from '../casino/streamRound';
import type { ContractCase } from './case';

/** The casino API's routes (spec section 7, /casino/v1). */
export const casinoCases: Record<string, ContractCase> = {
  'GET /casino/v1/health': {
    answer: Envelope(HealthStatus),
    call: () => ({ method: 'GET', url: '/casino/v1/health' }),
  },
  'GET /casino/v1/odds': {
    answer: Envelope(OddsView),
    call: (d) => ({ method: 'GET', url: `/casino/v1/odds?casinoGames=${d.casino.game}` }),
  },
  'GET /casino/v1/last-10-results': {
    answer: Envelope(LastResults),
    call: (d) => ({ method: 'GET', url: `/casino/v1/last-10-results?casinoGames=${d.casino.game}` }),
  },
  'GET /casino/v1/my-bet': {
    answer: Envelope(Type.Array(BetView)),
    call: (d) => ({ method: 'GET', url: `/casino/v1/my-bet?casinoGames=${d.casino.game}`, headers: d.auth.C1001 }),
  },
  'GET /casino/v1/pl-exposure': {
    answer: Envelope(Exposure),
    call: (d) => ({
      method: 'GET',
      url: '/casino/v1/pl-exposure',
      headers: { ...d.auth.C1001, 'x-market-id': d.casino.marketId },
    }),
  },
  'GET /casino/v1/lucky7/round-data': {
    answer: Envelope(Lucky7RoundData),
    call: (d) => ({ method: 'GET', url: `/casino/v1/lucky7/round-data?marketId=${d.casino.lucky7MarketId}` }),
  },
  'GET /casino/v1/my-bet/settled': {
    answer: Envelope(Type.Array(BetView)),
    call: (d) => ({ method: 'GET', url: '/casino/v1/my-bet/settled', headers: d.auth.C1001 }),
  },
  'GET /casino/v1/casino-bets': {
    answer: Envelope(Type.Array(CasinoBetRecord)),
    call: (d) => ({ method: 'GET', url: '/casino/v1/casino-bets', headers: d.auth.C1001 }),
  },
  'GET /casino/v1/individaul-result': {
    answer: Envelope(IndividualResult),
    call: (d) => ({
      method: 'GET',
      url: `/casino/v1/individaul-result?marketId=${d.casino.settledMarketId}`,
      headers: d.auth.C1001,
    }),
  },
  'GET /casino/v1/casino-results': {
    answer: Envelope(ResultHistory),
    call: (d) => ({
      method: 'GET',
      url: `/casino/v1/casino-results?casinoGames=${d.casino.game}`,
      headers: d.auth.C1001,
    }),
  },
  'POST /casino/v1/bet/place': {
    answer: Envelope(BetView),
    call: (d) => ({
      method: 'POST',
      url: '/casino/v1/bet/place',
      headers: d.auth.C1001,
      payload: {
        amount: 100,
        marketId: d.casino.marketId,
        runnerName: 'Dragon',
        selectionId: 1,
        casinoGames: d.casino.game,
        back: 2,
        type: 'back',
      },
    }),
  },
  'GET /casino/v1/games-list': {
    answer: Envelope(Type.Array(GamesListItem)),
    call: () => ({ method: 'GET', url: '/casino/v1/games-list' }),
  },
  'GET /casino/v1/stream/{gameCode}': {
    answer: 'html',
    call: (d) => ({ method: 'GET', url: `/casino/v1/stream/${d.casino.game}` }),
  },
  'GET /casino/v1/stream-round': {
    answer: Envelope(StreamRound),
    call: (d) => ({ method: 'GET', url: `/casino/v1/stream-round?casinoGames=${d.casino.game}` }),
  },
};
