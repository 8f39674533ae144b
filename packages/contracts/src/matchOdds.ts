import { Type, type Static } from '@exchange/typebox-kit';

const Num = Type.Number();
const Str = Type.String();
const Side = Type.Union([Type.Literal('back'), Type.Literal('lay')]);

/** One price of the book: decimal odds and the backer's stake available there, in rupees. */
export const PriceLevel = Type.Object({
  price: Type.Number({ exclusiveMinimum: 1 }),
  size: Type.Number({ minimum: 0 }),
});

/**
 * A match's Match Odds market (issue 15), carried by the odds poll: per runner the best three
 * prices to back (blue, highest first) and to lay (pink, lowest first).
 */
export const MatchOdds = Type.Object({
  marketId: Type.String({ minLength: 1 }),
  marketName: Type.Literal('MATCH_ODDS'),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED'), Type.Literal('CLOSED')]),
  inPlay: Type.Boolean(),
  minStack: Num,
  maxStack: Num,
  runners: Type.Array(
    Type.Object({
      selectionId: Type.Integer({ minimum: 1 }),
      runnerName: Type.String({ minLength: 1 }),
      back: Type.Array(PriceLevel),
      lay: Type.Array(PriceLevel),
    }),
  ),
});

/**
 * What happens to the part of an order that does not match at once: KEEP rests it in the book
 * (the default), CANCEL cancels it there and then (fill-and-kill).
 */
export const Persistence = Type.Union([Type.Literal('KEEP'), Type.Literal('CANCEL')]);

/** POST /cm/v1/bet/order: an order at a price of the ladder. */
export const PlaceOrderBody = Type.Object({
  eventId: Type.Integer(),
  marketId: Type.String({ maxLength: 64 }),
  selectionId: Type.Integer(),
  type: Side,
  price: Num,
  amount: Num,
  persistence: Type.Optional(Persistence),
});

/** Order ids are a PostgreSQL integer. */
const OrderId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const CancelOrderBody = Type.Object({ orderId: OrderId });

export const ReplaceOrderBody = Type.Object({ orderId: OrderId, price: Num });

/** A player's order as they see it: what matched (at its average price), what rests, what was cancelled and why. */
export const Order = Type.Object({
  orderId: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Str,
  marketId: Str,
  selectionId: Type.Integer(),
  runnerName: Str,
  type: Side,
  price: Num,
  amount: Num,
  matched: Num,
  averageMatchedPrice: Type.Union([Num, Type.Null()]),
  unmatched: Num,
  cancelled: Num,
  status: Type.Union([
    Type.Literal('OPEN'),
    Type.Literal('MATCHED'),
    Type.Literal('CANCELLED'),
    Type.Literal('SETTLED'),
  ]),
  cancelReason: Type.Union([Str, Type.Null()]),
  /** Who cancelled the unmatched part: the player (cancel, new price) or the exchange (suspension, start of play, close). */
  cancelledBy: Type.Union([Type.Literal('PLAYER'), Type.Literal('EXCHANGE'), Type.Null()]),
  placedAt: Str,
});

/** GET /cm/v1/bet/orders/:eventId: the player's Match Odds orders on a match and their position per runner. */
export const MatchOrders = Type.Object({
  orders: Type.Array(Order),
  exposure: Num,
  positions: Type.Array(Type.Object({ selectionId: Type.Integer({ minimum: 1 }), position: Num })),
});

/** GET /cm/v1/bet/cash-out/:eventId: the bet that levels the matched position now, and what every result then pays. */
/** One levelling bet of a cash-out: `price` is decimal odds on Match Odds, the rate in paisa on the bookmaker. */
export const CashOutHedge = Type.Object({
  selectionId: Type.Integer(),
  runnerName: Str,
  type: Side,
  price: Num,
  amount: Num,
});

export const CashOutOffer = Type.Object({
  marketId: Str,
  guaranteed: Num,
  bet: Type.Union([CashOutHedge, Type.Null()]),
});

/**
 * GET /cm/v1/bet/bookmaker/cash-out/:eventId: the bets that level the bookmaker position at the
 * current rates (one per runner that needs it, so a market of three may need two), and what every
 * result then pays. The POST takes `CashOutBody`.
 */
export const BookmakerCashOutOffer = Type.Object({
  marketId: Str,
  guaranteed: Num,
  bets: Type.Array(CashOutHedge),
});

export const BookmakerCashOutResult = Type.Object({ guaranteed: Num, betIds: Type.Array(Type.Integer()) });

/** POST /cm/v1/bet/cash-out: `guaranteed` is the amount the player was shown; less than that now is refused. */
export const CashOutBody = Type.Object({
  eventId: Type.Integer(),
  marketId: Type.String({ maxLength: 64 }),
  guaranteed: Num,
});

export const CashOutResult = Type.Object({ guaranteed: Num, order: Type.Union([Order, Type.Null()]) });

export type PriceLevel = Static<typeof PriceLevel>;
export type MatchOdds = Static<typeof MatchOdds>;
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;
export type CancelOrderBody = Static<typeof CancelOrderBody>;
export type ReplaceOrderBody = Static<typeof ReplaceOrderBody>;
export type Persistence = Static<typeof Persistence>;
export type Order = Static<typeof Order>;
export type MatchOrders = Static<typeof MatchOrders>;
export type CashOutOffer = Static<typeof CashOutOffer>;
export type CashOutHedge = Static<typeof CashOutHedge>;
export type CashOutBody = Static<typeof CashOutBody>;
export type BookmakerCashOutOffer = Static<typeof BookmakerCashOutOffer>;
export type BookmakerCashOutResult = Static<typeof BookmakerCashOutResult>;
export type CashOutResult = Static<typeof CashOutResult>;

/** The my-market list (spec section 7: betStatus MATCHED, betType ALL, paging, search, sports). */
export const MyMarketsBody = Type.Object({
  betStatus: Type.Optional(Type.Literal('MATCHED')),
  betType: Type.Optional(Type.Union([Type.Literal('ALL'), Type.Literal('BACK'), Type.Literal('LAY')])),
  pageNumber: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sports: Type.Optional(Type.Boolean()),
});

/** One market where the player has matched bets, newest activity first; `eventId` opens its match page. */
export const MyMarket = Type.Object({
  /** The match's sport: its page is /game/{sport}/{cricketId}. */
  sport: Type.Union([Type.Literal('cricket'), Type.Literal('tennis'), Type.Literal('soccer')]),
  eventId: Type.Integer(),
  cricketId: Type.Integer(),
  eventName: Str,
  marketId: Str,
  marketName: Str,
  betCount: Type.Integer(),
  matchedAmount: Num,
  lastBetAt: Str,
});

export const MyMarkets = Type.Object({
  markets: Type.Array(MyMarket),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  totalMarkets: Type.Integer(),
});

export type MyMarketsBody = Static<typeof MyMarketsBody>;
export type MyMarket = Static<typeof MyMarket>;
export type MyMarkets = Static<typeof MyMarkets>;

/**
 * GET/POST /aam/v1/user/bet-preferences: the player's betting choices, kept on the account so they
 * follow the player to another device. oneClickStake is one of the sport stake buttons (rupees).
 */
export const BetPreferences = Type.Object({
  persistence: Persistence,
  acceptBetterOdds: Type.Boolean(),
  oneClick: Type.Boolean(),
  oneClickStake: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
});
export type BetPreferences = Static<typeof BetPreferences>;
