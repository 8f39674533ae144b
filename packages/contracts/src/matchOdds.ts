import { Type, type Static } from '@exchange/typebox-kit';

const Num = Type.Number();
const Str = Type.String();
const Side = Type.Union([Type.Literal('back'), Type.Literal('lay')]);

/** One price of the book: decimal odds and the backer's stake available there, in rupees. */
export const PriceLevel = Type.Object({ price: Num, size: Num });

/**
 * A match's Match Odds market (issue 15), carried by the odds poll: per runner the best three
 * prices to back (blue, highest first) and to lay (pink, lowest first).
 */
export const MatchOdds = Type.Object({
  marketId: Str,
  marketName: Type.Literal('MATCH_ODDS'),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED'), Type.Literal('CLOSED')]),
  inPlay: Type.Boolean(),
  minStack: Num,
  maxStack: Num,
  runners: Type.Array(
    Type.Object({
      selectionId: Type.Integer(),
      runnerName: Str,
      back: Type.Array(PriceLevel),
      lay: Type.Array(PriceLevel),
    }),
  ),
});

/** POST /cm/v1/bet/order: an order at a price of the ladder. */
export const PlaceOrderBody = Type.Object({
  eventId: Type.Integer(),
  marketId: Type.String({ maxLength: 64 }),
  selectionId: Type.Integer(),
  type: Side,
  price: Num,
  amount: Num,
});

export const CancelOrderBody = Type.Object({ orderId: Type.Integer({ minimum: 1 }) });

export const ReplaceOrderBody = Type.Object({ orderId: Type.Integer({ minimum: 1 }), price: Num });

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
  placedAt: Str,
});

/** GET /cm/v1/bet/orders/:eventId: the player's Match Odds orders on a match and their position per runner. */
export const MatchOrders = Type.Object({
  orders: Type.Array(Order),
  exposure: Num,
  positions: Type.Array(Type.Object({ selectionId: Type.Integer(), position: Num })),
});

export type PriceLevel = Static<typeof PriceLevel>;
export type MatchOdds = Static<typeof MatchOdds>;
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;
export type Order = Static<typeof Order>;
export type MatchOrders = Static<typeof MatchOrders>;
