import { fromPaise } from '@exchange/betting';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { publicRead, signedIn } from '../http/routes';
import { Envelope } from '@exchange/contracts/envelope';
import type { SessionStore } from '../security/tokens';
import { idempotentRequest, markReplayed } from '../betRequests/idempotency';
import { guaranteedPaise, levellingBetView } from '../betRequests/cashOut';
import { betRoute, checkSideAmounts } from '../betRequests/input';
import type { CricketBetRow } from './tables';
import { foundMatch } from '../sports/refusals';
import type { CricketBets, PlaceBetInput } from './bets';
import {
  BetCount,
  EventData,
  EventParams,
  FancyBetBody,
  MatchSettings,
  MyBetsEnvelope,
  Odds,
  PlaceBetBody,
  PlacedBet,
} from '@exchange/contracts/exchange';
import { betCount, matchDetails, myBets, toMyBet } from './views';
import type { CricketWorld, LiveMatch } from './world';
import {
  BookmakerCashOutOffer,
  BookmakerCashOutResult,
  CashOutBody,
  type MatchOdds,
  type MatchOrders,
} from '@exchange/contracts/matchOdds';
import type { BookmakerCashOut } from './bookmakerCashOut';

export interface ExchangeRoutesOptions {
  world: CricketWorld;
  /** The Match Odds part of the odds poll. */
  matchOdds: (match: LiveMatch) => MatchOdds;
  /** The player's Match Odds orders on a match, carried by the my-bet poll. */
  matchOrders: (userId: number, match: LiveMatch) => Promise<MatchOrders>;
  bets: CricketBets;
  cashOut: BookmakerCashOut;
  sessions: SessionStore;
}

const tags = ['cricket'];

/** What the bookmaker and the session bet bodies both carry, read alike. */
type BetBody = Pick<PlaceBetInput, 'eventId' | 'marketId' | 'amount' | 'acceptBetterOdds'> & {
  profit?: number | undefined;
  loss?: number | undefined;
};

/** /cm/v1 cricket exchange calls (spec section 7); polled reads come from memory. */
export const cricketExchangeRoutes: FastifyPluginAsyncTypebox<ExchangeRoutesOptions> = async (
  app,
  { world, bets, cashOut, sessions, matchOdds, matchOrders },
) => {
  const player = signedIn(sessions);
  const live = (eventId: number) => foundMatch(world.find(eventId));

  app.get(
    '/cricket/odds/:eventId',
    publicRead({
      tags,
      summary: 'Match Odds, bookmaker and session odds (no auth; polled every 1 s)',
      params: EventParams,
      answer: Envelope(Odds),
      errors: [400, 404],
    }),
    async (request) => {
      const match = live(request.params.eventId);
      return ok({ matchOdds: matchOdds(match), ...match.odds });
    },
  );

  app.get(
    '/cricket/event-data/:eventId',
    publicRead({
      tags,
      summary: 'Event name and runners (no auth)',
      params: EventParams,
      answer: Envelope(EventData),
      errors: [400, 404],
    }),
    async (request) => {
      const match = live(request.params.eventId);
      return ok({
        eventId: match.row.eventId,
        cricketId: match.row.cricketId,
        eventName: match.row.eventName,
        inPlay: match.inPlay,
        oddDetailsDTOS: match.odds.bookMakerOdds[0]!.bm1.oddDetailsDTOS,
      });
    },
  );

  app.get(
    '/cricket/match-details',
    player({
      tags,
      summary: "Stake limits and the player's position per runner and per session run (polled every 10 s)",
      querystring: EventParams,
      answer: Envelope(MatchSettings),
      errors: [400, 404],
    }),
    async (request) => {
      const match = live(request.query.eventId);
      return ok(matchDetails(match, await bets.ensureLoaded(authOf(request).userId)));
    },
  );

  app.get(
    '/bet/bet-count',
    player({
      tags,
      summary: "The player's open bets per match",
      answer: Envelope(BetCount),
    }),
    async (request) => ok(betCount(await bets.ensureLoaded(authOf(request).userId))),
  );

  app.get(
    '/bet/my-bet/:eventId',
    player({
      tags,
      summary: "The player's open bets on a match, Session Plus/Minus and their Match Odds orders (polled every 5 s)",
      params: EventParams,
      answer: MyBetsEnvelope,
      errors: [400, 404],
    }),
    async (request) => {
      const match = live(request.params.eventId);
      const { userId } = authOf(request);
      const { list, fancyPlusMinus } = myBets(match, await bets.ensureLoaded(userId));
      const matchOdds = await matchOrders(userId, match);
      return { code: 200, message: 'Success', response: list, extra: { fancyPlusMinus, matchOdds } };
    },
  );

  /**
   * A bet's answer: `terms` are what the route reads its own way, the rest every bet body carries
   * alike. A retry of the same request under the same Idempotency-Key gets the stored answer,
   * marked `repeated: true` and with the Idempotent-Replayed header.
   */
  const placeBet = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: BetBody,
    terms: Omit<PlaceBetInput, keyof BetBody | 'quoted' | 'idempotency'>,
  ) => {
    const { userId } = authOf(request);
    const input: PlaceBetInput = {
      ...terms,
      eventId: body.eventId,
      marketId: body.marketId,
      amount: body.amount,
      acceptBetterOdds: body.acceptBetterOdds,
      quoted: { profit: body.profit, loss: body.loss },
      idempotency: idempotentRequest(request, userId),
    };
    const result = await bets.place(userId, input, (bet: CricketBetRow) => ({ betId: bet.id, bet: toMyBet(bet) }));
    markReplayed(reply, result.repeated);
    return { ...result.answer, repeated: result.repeated };
  };

  app.post(
    '/bet/place',
    betRoute(player, {
      tags,
      summary: 'Back (LAGAI) or lay (KHAI) a team on the bookmaker market; idempotent on the Idempotency-Key header',
      body: PlaceBetBody,
      answer: Envelope(PlacedBet),
    }),
    async (request, reply) => {
      const body = request.body;
      const rate = body.type === 'back' ? body.backRate : body.layRate;
      if (rate === undefined) throw ApiError.badRequest(`${body.type === 'back' ? 'backRate' : 'layRate'} is required`);
      checkSideAmounts(body, ['profit', 'loss'], ['back', 'lay']);
      const terms = { kind: 'BOOKMAKER', selectionId: body.selectionId, side: body.type, rate } as const;
      return ok(await placeBet(request, reply, body, terms), 'Bet Placed');
    },
  );

  app.post(
    '/bet/fancy-place',
    betRoute(player, {
      tags,
      summary:
        'YES or NO on a session of any type (a line at its run and rate, fancy1 at decimal odds); idempotent on the Idempotency-Key header',
      body: FancyBetBody,
      answer: Envelope(PlacedBet),
    }),
    async (request, reply) => {
      const body = request.body;
      const yes =
        body.type === 'yes' ||
        body.type === 'back' ||
        (body.type === undefined && (body.oddsBack !== undefined || body.backRate !== undefined));
      const [run, rate] = yes ? [body.oddsBack, body.backRate] : [body.oddsLay, body.layRate];
      // Every session needs its price; a line session also its run (checked with the market's type).
      if (rate === undefined)
        throw ApiError.badRequest(yes ? 'backRate is required for YES' : 'layRate is required for NO');
      checkSideAmounts(body, ['profit', 'loss']);
      return ok(
        await placeBet(request, reply, body, {
          kind: 'FANCY',
          side: yes ? 'back' : 'lay',
          rate,
          run,
          gameType: body.gameType,
          selectionId: body.selectionId,
          runnerName: body.runnerName,
        }),
        'Bet Placed successfully',
      );
    },
  );
  app.get(
    '/bet/bookmaker/cash-out/:eventId',
    player({
      tags,
      summary:
        "The cash-out on offer for the player's bookmaker position: the levelling bets at the current rates and the amount every result then pays",
      params: EventParams,
      answer: Envelope(BookmakerCashOutOffer),
      errors: [400, 404],
    }),
    async (request) => {
      const offer = await cashOut.offer(authOf(request).userId, request.params.eventId);
      return ok({
        marketId: offer.marketId,
        guaranteed: fromPaise(offer.guaranteedPaise),
        bets: offer.bets.map((bet) => levellingBetView(bet, bet.runnerName)),
      });
    },
  );

  app.post(
    '/bet/bookmaker/cash-out',
    player({
      tags,
      summary:
        'Cash out the bookmaker position: place the levelling bets at the current rates, if they still pay at least the amount shown',
      body: CashOutBody,
      answer: Envelope(BookmakerCashOutResult),
      errors: [400, 403, 404],
    }),
    async (request) => {
      const { eventId, marketId, guaranteed } = request.body;
      const result = await cashOut.cashOut(authOf(request).userId, eventId, marketId, guaranteedPaise(guaranteed));
      return ok({ guaranteed: fromPaise(result.guaranteedPaise), betIds: result.betIds }, 'Cashed out');
    },
  );
};
