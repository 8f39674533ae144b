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

/**
 * Spec section 3, "Casino bet payload"; lay bets carry `lay` instead of `back` (spec section 5), and
 * the odd sent decides the side: `type` (the slip sends 'back' or 'lay') is not read. Profit and loss,
 * when sent, must be those of the stake at the odd asked, else 400 (packages/betting quotedProfitLossProblem).
 */
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
/** Betting on a round or an option is open (ACTIVE) or not (SUSPENDED, spec section 4: autoTime below 5). */
const BettingStatus = Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')]);

/** `/odds`: the round in play and its options (spec section 3, casino live state and odds). */
export const OddsView = Type.Object({
  marketId: Type.String({ minLength: 1 }),
  casinoGames: Type.String(),
  autoTime: Type.String({ pattern: '^[0-9]+$', description: "The round's countdown: whole seconds, in text" }),
  status: BettingStatus,
  seedHash: Type.String(),
  cards: Cards,
  winner: Type.Union([Type.String(), Type.Null()]),
  oddDetailsDTOS: Type.Array(
    Type.Object({
      runnerName: Type.String({ minLength: 1 }),
      selectionId: Type.Integer({ minimum: 0 }),
      back1: Type.Number({ minimum: 0, description: '0: not offered' }),
      lay1: Type.Number({ minimum: 0, description: '0: not offered' }),
      backSize1: Type.Number(),
      laySize1: Type.Number(),
      status: BettingStatus,
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
  marketId: Type.String({ minLength: 1 }),
  casinoGames: Type.String({ minLength: 1 }),
  runnerName: Type.String({ minLength: 1 }),
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
/** A settled bet as the table's Settled Bets list reads it (`/my-bet/settled`): which table, what, and what it paid (settled: known). */
export const SettledBetView = Type.Object({
  ...Type.Pick(BetView, ['id', 'marketId', 'casinoGames', 'runnerName', 'back', 'lay', 'amount', 'createdDate'])
    .properties,
  profitLoss: Type.Number(),
});
/** A bet in a round's result as the popup reads it: the bet view's fields it shows (its side from the rates). */
export const ResultBetView = Type.Pick(BetView, [
  'id',
  'runnerName',
  'backRate',
  'layRate',
  'amount',
  'profitLoss',
  'createdDate',
  'ip',
  'userAgent',
  'result',
]);

/** Lucky 7's data for a round (spec section 7, "shape not shown"): its phase, its card and what that card decided. */
export const Lucky7RoundData = Type.Object({
  marketId: Type.String({ minLength: 1 }),
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

/** A side's cards in a result (casinoCardResultMaps): 'Player A' → ['AS', 'KD', '3C'], and whether it won. */
export const ResultLine = Type.Object({
  id: Type.Integer(),
  resultFor: Type.String(),
  result: Type.Array(Type.String()),
  isWinning: Type.Boolean(),
});
/** A summary row of a result (casinoIndividualResultMaps): 'Suit' → ['Spade']. */
export const ResultRowView = Type.Object({
  id: Type.Integer(),
  resultFor: Type.String(),
  result: Type.Array(Type.String()),
});
/** The bets page's row as the page reads it (the round, and its one rate from back or lay). */
export const CasinoBetRowView = Type.Pick(CasinoBetRecord, [
  'casino',
  'marketId',
  'runnerName',
  'amount',
  'backRate',
  'layRate',
  'profitLoss',
  'wonBy',
  'createdAt',
]);

const Shown = Type.Union([Type.String(), Type.Number()]);
/** One over of a casino cricket round (spec section 3, casinoCricketResultDTO): its six balls, runs and the score after it. */
export const CricketOver = Type.Object({
  over: Shown,
  run1: Type.Optional(Shown),
  run2: Type.Optional(Shown),
  run3: Type.Optional(Shown),
  run4: Type.Optional(Shown),
  run5: Type.Optional(Shown),
  run6: Type.Optional(Shown),
  runsPerOver: Type.Optional(Shown),
  score: Type.Optional(Shown),
});
/** A casino cricket round's innings, over by over (spec section 3); the reference API deals no cricket table. */
export const CricketResult = Type.Object({ team1: Type.Array(CricketOver), team2: Type.Array(CricketOver) });

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
      casinoCricketResultDTO: Type.Optional(Type.Union([CricketResult, Type.Null()])),
    }),
    Type.Null(),
  ]),
  betResponseDTOList: Type.Array(BetView),
  totalProfitLoss: Type.Number(),
});

/**
 * The result popup's reading of a result detail: the round as it is, each bet as the popup shows it,
 * and a cricket round's innings where a backend may send them, beside the round rather than in it.
 */
export const ResultDetailView = Type.Object({
  ...Type.Pick(IndividualResult, ['casinoIndividualResultDTO', 'totalProfitLoss']).properties,
  casinoCricketResultDTO: Type.Optional(Type.Union([CricketResult, Type.Null()])),
  betResponseDTOList: Type.Array(ResultBetView),
});

export const GamesListItem = Type.Object({
  gameCode: Type.String({ minLength: 1 }),
  gameName: Type.String(),
  streamURL: Type.String(),
});

/** `/stream/:gameCode`. */
export const GameCodeParams = Type.Object({ gameCode: Type.String({ maxLength: 40 }) });

export type CasinoPlaceBetRequest = Static<typeof CasinoPlaceBetBody>;
export type GameQuery = Static<typeof GameQuery>;
export type ResultQuery = Static<typeof ResultQuery>;
export type ResultHistoryQuery = Static<typeof ResultHistoryQuery>;
export type OddsView = Static<typeof OddsView>;
export type LastResults = Static<typeof LastResults>;
export type ResultHistory = Static<typeof ResultHistory>;
export type BetView = Static<typeof BetView>;
export type SettledBetView = Static<typeof SettledBetView>;
export type Lucky7RoundData = Static<typeof Lucky7RoundData>;
export type Exposure = Static<typeof Exposure>;
export type CasinoBetRecord = Static<typeof CasinoBetRecord>;
export type IndividualResult = Static<typeof IndividualResult>;
export type ResultDetailView = Static<typeof ResultDetailView>;
export type ResultLine = Static<typeof ResultLine>;
export type ResultRow = Static<typeof ResultRowView>;
export type CricketOver = Static<typeof CricketOver>;
export type CricketResult = Static<typeof CricketResult>;
export type TableBet = Static<typeof TableBet>;
export type CasinoBetRowView = Static<typeof CasinoBetRowView>;
export type GamesListItem = Static<typeof GamesListItem>;
