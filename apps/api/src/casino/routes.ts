import { fromPaise, netProfitLossPaise, rateFromHundredths, resultSummary, type DealtCards } from '@exchange/betting';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf, headerValue } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { answering, publicRead, signedIn } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import { idempotentRequest, markReplayed } from '../betRequests/idempotency';
import { betRoute, checkSideAmounts } from '../betRequests/input';
import type { SessionStore } from '../security/tokens';
import {
  BetView,
  CasinoBetRecord,
  Exposure,
  RoundQuery,
  GameQuery,
  IndividualResult,
  LastResults,
  Lucky7RoundData,
  MARKET_ID_HEADER,
  OddsView,
  CasinoPlaceBetBody,
  RESULT_PAGE_SIZE,
  ResultHistory,
  ResultHistoryQuery,
  ResultQuery,
} from '@exchange/contracts/casino';
import type { CasinoService } from './service';
import { betView, lucky7RoundData, oddsSnapshot } from './snapshots';
import { casinoPublicRoutes } from './publicRoutes';

export interface CasinoRoutesOptions {
  casino: CasinoService;
  sessions: SessionStore;
}

const tags = ['casino'];

/**
 * The round a per-round poll asks about: the X-Market-Id header, so the poll's URL (the key of the
 * browser's CORS preflight cache) stays the same from round to round, or the spec's marketId query.
 * One URL answers for every round, so no cache may hand one round's answer to another: no-store.
 */
function roundOf(request: FastifyRequest<{ Querystring: { marketId?: string } }>, reply: FastifyReply): string {
  const marketId = headerValue(request, MARKET_ID_HEADER)?.slice(0, 40) ?? request.query.marketId;
  if (!marketId) throw ApiError.badRequest('marketId is required');
  void reply.header('Cache-Control', 'no-store');
  return marketId;
}

/** Spec section 7, casino calls, under /casino/v1. Polling reads are served from memory. */
export const casinoRoutes: FastifyPluginAsyncTypebox<CasinoRoutesOptions> = async (app, opts) => {
  const { casino } = opts;
  const player = signedIn(opts.sessions);

  await app.register(casinoPublicRoutes, { casino });

  app.get(
    '/odds',
    publicRead({
      tags,
      summary: 'Current round, countdown, dealt cards and odds (polled 0.8 s)',
      querystring: GameQuery,
      answer: Envelope(OddsView),
      errors: [400, 404],
    }),
    async (request) => ok(oddsSnapshot(casino.engine(request.query.casinoGames))),
  );

  app.get(
    '/last-10-results',
    publicRead({
      tags,
      summary: 'Last ten winners (polled 1.5 s)',
      querystring: GameQuery,
      answer: Envelope(LastResults),
      errors: [400, 404],
    }),
    async (request) => ok({ casinoMarketHistoryResponseDTOS: casino.lastResults(request.query.casinoGames) }),
  );

  app.get(
    '/my-bet',
    player({
      tags,
      summary: "The player's bets in the open round (polled 2.5 s)",
      querystring: GameQuery,
      answer: Envelope(Type.Array(BetView)),
      errors: [400, 404],
    }),
    async (request) => ok(casino.openBetsOf(authOf(request).userId, request.query.casinoGames).map(betView)),
  );

  app.get(
    '/pl-exposure',
    player({
      tags,
      summary:
        "The player's exposure per option of a round (polled 2 s); the round in the X-Market-Id header or the marketId query",
      querystring: RoundQuery,
      answer: Envelope(Exposure),
      errors: [400],
    }),
    async (request, reply) => {
      const marketId = roundOf(request, reply);
      return ok({ casinoPLExposure: casino.exposure(authOf(request).userId, marketId) });
    },
  );

  app.get(
    '/lucky7/round-data',
    answering({
      tags,
      summary:
        "Lucky 7's data for a round: phase, card and what it decided (polled 2 s on the Lucky 7 page); the round in X-Market-Id or the marketId query",
      querystring: RoundQuery,
      answer: Envelope(Lucky7RoundData),
      errors: [400],
    }),
    async (request, reply) => {
      return ok(lucky7RoundData(casino.engine('LUCKY7'), roundOf(request, reply)));
    },
  );

  app.get(
    '/my-bet/settled',
    player({
      tags,
      summary: "The player's settled casino bets, newest first",
      answer: Envelope(Type.Array(BetView)),
    }),
    async (request) => ok((await casino.records.settledBets(authOf(request).userId)).map(betView)),
  );

  app.get(
    '/casino-bets',
    player({
      tags,
      summary: 'Every casino bet of the player, newest first (Casino Bets page)',
      answer: Envelope(Type.Array(CasinoBetRecord)),
    }),
    async (request) =>
      ok(
        (await casino.records.allBets(authOf(request).userId)).map((bet) => ({
          casino: casino.tableByGameId(bet.gameId).name,
          casinoGames: bet.gameId,
          marketId: bet.marketId,
          runnerName: bet.runnerName,
          amount: fromPaise(bet.stakePaise),
          backRate: bet.isBack ? rateFromHundredths(bet.rateHundredths) : 0,
          layRate: bet.isBack ? 0 : rateFromHundredths(bet.rateHundredths),
          profitLoss: bet.profitLossPaise === null ? null : fromPaise(bet.profitLossPaise),
          wonBy: bet.result,
          createdAt: bet.createdAt.toISOString(),
        })),
      ),
  );

  app.get(
    '/individaul-result',
    player({
      tags,
      summary: 'One settled round: cards, winner, seed and the player’s bets in it',
      querystring: ResultQuery,
      answer: Envelope(IndividualResult),
      errors: [400],
    }),
    async (request) => {
      const detail = await casino.records.roundDetail(authOf(request).userId, request.query.marketId);
      if (!detail) return ok({ casinoIndividualResultDTO: null, betResponseDTOList: [], totalProfitLoss: 0 });
      const { round, bets } = detail;
      return ok({
        casinoIndividualResultDTO: {
          id: round.id,
          marketId: round.marketId,
          casinoGames: round.gameId,
          createdAt: round.settledAt.toISOString(),
          winner: round.winner,
          winnerLabel: round.winnerLabel,
          seedHash: round.seedHash,
          seed: round.seed,
          casinoCardResultMaps: round.lines.map((line, i) => ({ id: i + 1, ...line })),
          // Recomputed from the stored cards (written from the engine's DealtCards) by the rules that settled the round.
          casinoIndividualResultMaps: resultSummary(round.gameId, round.cards as DealtCards).map((row, i) => ({
            id: i + 1,
            ...row,
          })),
        },
        betResponseDTOList: bets.map(betView),
        totalProfitLoss: fromPaise(netProfitLossPaise(bets.map((b) => b.profitLossPaise))),
      });
    },
  );

  app.get(
    '/casino-results',
    player({
      tags,
      summary: "A table's settled rounds, newest first, a page at a time ('View All')",
      querystring: ResultHistoryQuery,
      answer: Envelope(ResultHistory),
      errors: [400, 404],
    }),
    async (request) => {
      const { casinoGames, pageNumber = 0, pageSize = RESULT_PAGE_SIZE } = request.query;
      const { rows, total } = await casino.records.resultHistory(casinoGames, pageNumber, pageSize);
      return ok({
        casinoMarketHistoryResponseDTOS: rows.map((r) => ({
          marketId: r.marketId,
          mainWinner: r.winner,
          winnerLabel: r.winnerLabel,
          createdAt: r.settledAt.toISOString(),
        })),
        pageNumber,
        pageSize,
        totalElements: total,
        totalPages: Math.ceil(total / pageSize),
      });
    },
  );

  app.post(
    '/bet/place',
    betRoute(player, {
      tags,
      summary:
        "Place a casino bet within the table's limits; idempotent on the Idempotency-Key header (a retry of the same request gets the same answer, any other request under the key 409)",
      body: CasinoPlaceBetBody,
      answer: Envelope(BetView),
    }),
    async (request, reply) => {
      const body = request.body;
      const { userId } = authOf(request);
      checkSideAmounts(body, ['profit', 'loss']);
      const { bet, replay } = await casino.placeBet({
        userId,
        casinoGames: body.casinoGames,
        marketId: body.marketId,
        runnerName: body.runnerName,
        selectionId: body.selectionId,
        back: body.back,
        lay: body.lay,
        amount: body.amount,
        quoted: { profit: body.profit, loss: body.loss },
        idempotency: idempotentRequest(request, userId),
        ip: request.ip,
        userAgent: headerValue(request, 'user-agent')?.slice(0, 400),
      });
      markReplayed(reply, replay);
      return ok(bet, 'Bet Placed');
    },
  );
};
