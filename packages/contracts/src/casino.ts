import { Type, type Static } from '@exchange/typebox-kit';
import { Id } from './ids';

export const GameQuery = Type.Object({ casinoGames: Type.String({ minLength: 1, maxLength: 40 }) });
/** The round of a per-round poll (`/pl-exposure`, `/lucky7/round-data`): the `X-Market-Id` header (one URL, one cached CORS preflight) or the query. */
export const RoundQuery = Type.Object({ marketId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) });
export const MARKET_ID_HEADER = 'x-market-id';
export const RESULT_PAGE_SIZE = 20;

/** Result history paging: 0-based page number (default 0), as the my-market list pages (spec section 7). */
export const ResultHistoryQuery = Type.Object({
  casinoGames: Type.String({ minLength: 1, maxLength: 40 }),
  pageNumber: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `default ${RESULT_PAGE_SIZE}` })),
});
export const ResultQuery = Type.Object({
  marketId: Type.String({ minLength: 1, maxLength: 40 }),
  casinoGame: Type.Optional(Type.String({ maxLength: 40 })),
});

const Rate = Type.Number({ minimum: 0, maximum: 1000 });
const MoneyField = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);

/** Spec section 3, "Casino bet payload"; lay bets carry `lay` instead of `back` (spec section 5). */
export const CasinoPlaceBetBody = Type.Object({
  amount: Type.Number({
    exclusiveMinimum: 0,
    maximum: 1e9,
    description:
      "Stake in whole rupees within the table's limits (packages/betting TABLE_LIMITS); anything else is 400 with the spec's message",
  }),
  marketId: Type.String({ minLength: 1, maxLength: 40 }),
  runnerName: Type.String({ minLength: 1, maxLength: 60 }),
  selectionId: Type.Integer({ minimum: 0 }),
  casinoGames: Type.String({ minLength: 1, maxLength: 40 }),
  back: Type.Optional(Rate),
  lay: Type.Optional(Rate),
  profit: Type.Optional(MoneyField),
  loss: Type.Optional(MoneyField),
  type: Type.Optional(Type.String({ maxLength: 10 })),
});

const Cards = Type.Record(Type.String(), Type.Array(Type.String()));

const oddsHead = {
  marketId: Type.String(),
  casinoGames: Type.String(),
  autoTime: Type.String(),
  status: Type.String(),
  seedHash: Type.String(),
  cards: Cards,
  winner: Type.Union([Type.String(), Type.Null()]),
};

/** The round's state without its options: what a reader checks once it has checked the options row by row. */
export const OddsHead = Type.Object(oddsHead);

export const OddsView = Type.Object({
  ...oddsHead,
  oddDetailsDTOS: Type.Array(
    Type.Object({
      runnerName: Type.String(),
      selectionId: Type.Integer(),
      back1: Type.Number(),
      lay1: Type.Number(),
      backSize1: Type.Number(),
      laySize1: Type.Number(),
      status: Type.String(),
      casinoGames: Type.String(),
    }),
  ),
});

export const LastResults = Type.Object({
  casinoMarketHistoryResponseDTOS: Type.Array(Type.Object({ marketId: Type.String(), mainWinner: Type.String() })),
});

export const ResultHistory = Type.Object({
  casinoMarketHistoryResponseDTOS: Type.Array(
    Type.Object({
      marketId: Type.String(),
      mainWinner: Type.String(),
      winnerLabel: Type.String(),
      createdAt: Type.String(),
    }),
  ),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
});

export const BetView = Type.Object({
  id: Id(),
  marketId: Type.String(),
  casinoGames: Type.String(),
  runnerName: Type.String(),
  selectionId: Type.Integer(),
  back: Type.Number(),
  lay: Type.Number(),
  backRate: Type.Number(),
  layRate: Type.Number(),
  amount: Type.Number(),
  profit: Type.Number(),
  loss: Type.Number(),
  status: Type.String(),
  result: Type.Union([Type.String(), Type.Null()]),
  profitLoss: Type.Union([Type.Number(), Type.Null()]),
  ip: Type.String(),
  userAgent: Type.String(),
  createdDate: Type.String(),
});

/** A bet of the open round as the table's lists read it: the bet view's fields those lists show. */
export const TableBet = Type.Pick(BetView, [
  'id',
  'marketId',
  'runnerName',
  'selectionId',
  'back',
  'lay',
  'amount',
  'profit',
  'loss',
  'createdDate',
]);
/** A settled bet as the table's Settled Bets list reads it (`/my-bet/settled`): which table, what, and what it paid. */
export const SettledBetView = Type.Pick(BetView, [
  'id',
  'marketId',
  'casinoGames',
  'runnerName',
  'back',
  'lay',
  'amount',
  'profitLoss',
  'createdDate',
]);
/** A bet in a round's result as the popup reads it: the bet view's fields it shows as they are (the rate it reads from back or lay). */
export const ResultBetView = Type.Pick(BetView, [
  'id',
  'runnerName',
  'amount',
  'profitLoss',
  'createdDate',
  'ip',
  'userAgent',
  'result',
]);

/** Lucky 7's data for a round (spec section 7, "shape not shown"): its phase, its card and what that card decided. */
export const Lucky7RoundData = Type.Object({
  marketId: Type.String(),
  phase: Type.Union([
    Type.Literal('BETTING'),
    Type.Literal('SETTLING'),
    Type.Literal('RESULT'),
    Type.Literal('CLOSED'),
  ]),
  card: Type.Union([Type.String(), Type.Null()]),
  results: Type.Array(Type.Object({ resultFor: Type.String(), result: Type.Array(Type.String()) })),
});

export const Exposure = Type.Object({
  casinoPLExposure: Type.Array(Type.Object({ selectionName: Type.String(), exposure: Type.Number() })),
});

/** Casino bets page record (spec section 3). */
export const CasinoBetRecord = Type.Object({
  casino: Type.String(),
  casinoGames: Type.String(),
  marketId: Type.String(),
  runnerName: Type.String(),
  amount: Type.Number({ exclusiveMinimum: 0 }),
  backRate: Type.Number(),
  layRate: Type.Number(),
  profitLoss: Type.Union([Type.Number(), Type.Null()]),
  wonBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

const ResultLine = Type.Object({
  id: Type.Integer(),
  resultFor: Type.String(),
  result: Type.Array(Type.String()),
  isWinning: Type.Boolean(),
});

/** A side's line of a result as the popup reads it (its cards under another name). */
export const ResultLineView = Type.Pick(ResultLine, ['id', 'resultFor', 'isWinning']);
export const ResultRowView = Type.Object({
  id: Type.Integer(),
  resultFor: Type.String(),
  result: Type.Array(Type.String()),
});
/** The bets page's row as the page reads it (one rate instead of back and lay). */
export const CasinoBetRowView = Type.Pick(CasinoBetRecord, [
  'casino',
  'runnerName',
  'amount',
  'profitLoss',
  'wonBy',
  'createdAt',
]);

/** Result detail (spec section 3, casinoIndividualResultDTO) plus the round's proof. */
export const IndividualResult = Type.Object({
  casinoIndividualResultDTO: Type.Union([
    Type.Object({
      id: Type.Integer(),
      marketId: Type.String(),
      casinoGames: Type.String(),
      createdAt: Type.String(),
      winner: Type.String(),
      winnerLabel: Type.String(),
      seedHash: Type.String(),
      seed: Type.String(),
      casinoCardResultMaps: Type.Array(ResultLine),
      casinoIndividualResultMaps: Type.Array(ResultRowView),
    }),
    Type.Null(),
  ]),
  betResponseDTOList: Type.Array(BetView),
  totalProfitLoss: Type.Number(),
});

export const GamesListItem = Type.Object({
  gameCode: Type.String(),
  gameName: Type.String(),
  streamURL: Type.String(),
});

/** `/stream/:gameCode`. */
export const GameCodeParams = Type.Object({ gameCode: Type.String({ maxLength: 40 }) });

export type CasinoPlaceBetRequest = Static<typeof CasinoPlaceBetBody>;
export type OddsView = Static<typeof OddsView>;
export type LastResults = Static<typeof LastResults>;
export type ResultHistory = Static<typeof ResultHistory>;
export type BetView = Static<typeof BetView>;
export type SettledBetView = Static<typeof SettledBetView>;
export type Lucky7RoundData = Static<typeof Lucky7RoundData>;
export type Exposure = Static<typeof Exposure>;
export type CasinoBetRecord = Static<typeof CasinoBetRecord>;
export type IndividualResult = Static<typeof IndividualResult>;
export type GamesListItem = Static<typeof GamesListItem>;
