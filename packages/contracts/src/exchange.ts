import { Type, type Static } from '@exchange/typebox-kit';
import { Id } from './ids';
import { MatchOdds, MatchOrders } from './matchOdds';

const Num = Type.Number();
const Str = Type.String();

/** Text a row cannot do without: a runner's or a market's name or id. */
const Named = Type.String({ minLength: 1 });

export const RunnerOdds = Type.Object({
  runnerName: Named,
  selectionId: Type.Integer({ minimum: 1 }),
  marketId: Named,
  back1: Num,
  lay1: Num,
  backSize1: Num,
  laySize1: Num,
  maxLimit: Type.Number({ minimum: 0 }),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')]),
});

/**
 * A session's type (spec section 9): 'Normal', 'Over By Over', 'Ball By Ball', 'meter' or 'fancy1'
 * (SESSION_TYPES in packages/betting). A line type offers lay1 = NO run and back1 = YES run with
 * the rate as the sizes; fancy1 offers back1 = YES and lay1 = NO decimal odds.
 */
const SessionTypeText = Type.String({
  description: "A session's type (spec section 9): Normal, Over By Over, Ball By Ball, meter or fancy1",
});

export const Odds = Type.Object({
  /** Absent from a server older than contract 1.5 (issue 15); the page then shows no Match Odds table. */
  matchOdds: Type.Optional(MatchOdds),
  /** One group per session type, its gameType the type. */
  fancyOdds: Type.Array(
    Type.Object({ gameType: SessionTypeText, marketName: Str, oddDetailsDTOS: Type.Array(RunnerOdds) }),
  ),
  bookMakerOdds: Type.Array(
    Type.Object({ bm1: Type.Object({ marketId: Str, marketName: Str, oddDetailsDTOS: Type.Array(RunnerOdds) }) }),
  ),
});

export const EventData = Type.Object({
  eventId: Type.Integer({ minimum: 1 }),
  cricketId: Type.Integer({ minimum: 1 }),
  eventName: Str,
  inPlay: Type.Boolean(),
  oddDetailsDTOS: Type.Array(RunnerOdds),
});

export const Score = Type.Object({
  spnnation1: Str,
  spnnation2: Str,
  score1: Str,
  score2: Str,
  spnrunrate2: Str,
  spnmessage: Str,
  balls: Type.Array(Str, { description: "'4' four, '6' six, containing 'w' wicket, else runs" }),
});

/** A stake limit in rupees. */
const Stake = Type.Number({ minimum: 0 });

export const MatchSettings = Type.Object({
  eventId: Type.Integer(),
  minStack: Stake,
  maxStack: Stake,
  bookmakerMinStack: Stake,
  bookmakerMaxStack: Stake,
  sessionMinStack: Stake,
  sessionMaxStack: Stake,
  plExposureResponseDTOs: Type.Array(
    Type.Object({
      marketIdExternal: Type.String({ minLength: 1 }),
      exposure: Num,
      /**
       * A position's key: a team's selection id, or on a session's ladder the run (0 included: a ball or
       * an over can end on no runs) or a fancy1 outcome (0 its event did not happen, 1 it did).
       */
      runnerPlExposureDTOS: Type.Array(Type.Object({ selectionId: Type.Integer({ minimum: 0 }), exposure: Num })),
    }),
  ),
});

export const MyBet = Type.Object({
  id: Id(),
  runnerName: Named,
  amount: Num,
  back: Num,
  lay: Num,
  backRate: Num,
  layRate: Num,
  marketName: Str,
  marketId: Named,
  selectionId: Type.Integer(),
  gameType: Str,
  /** A session bet's type; absent for a team bet and from a server before the session types. */
  sessionType: Type.Optional(SessionTypeText),
  /** A session bet: its session's result once decided (runs, or YES/NO for fancy1), before the match settles it. */
  result: Str,
  createdDate: Str,
});

export const MyBetsEnvelope = Type.Object({
  code: Type.Integer(),
  message: Str,
  response: Type.Array(MyBet),
  extra: Type.Object({
    fancyPlusMinus: Num,
    /** The player's Match Odds orders on the match (issue 15); absent from a server before contract 1.5. */
    matchOdds: Type.Optional(MatchOrders),
  }),
});

/**
 * A bet record (spec section 3, betResponseDTOList item): one bet of any market, open or settled.
 * gameType says where the history screens list it: 'MATCH' (bookmaker and Match Odds), 'FANCY'
 * (every session type) or 'CASINO'.
 */
export const BetRecord = Type.Object({
  id: Type.Integer(),
  /** Unique across markets (ids of different markets may repeat); an older backend may leave it out. */
  reference: Type.Optional(Str),
  event_name: Str,
  runner_name: Str,
  selectionId: Type.Integer(),
  marketId: Str,
  /** 'BOOKMAKER_ODDS_1', 'MATCH_ODDS', 'FANCY_ODDS' or 'CASINO'; an older backend may leave it out. */
  marketName: Type.Optional(Str),
  gameType: Str,
  /** A session bet's type; absent for a team bet and from a server before the session types. */
  sessionType: Type.Optional(SessionTypeText),
  back_rate: Num,
  lay_rate: Num,
  back_run: Num,
  lay_run: Num,
  amount: Num,
  created_date: Str,
  profit: Num,
  loss: Num,
  result: Str,
  pnl: Type.Union([Num, Type.Null()]),
});

/** A match's open bets (`/bet/bet-count`, keyed by cricket id). */
export const MatchBetCount = Type.Object({
  matchCount: Type.Integer({ minimum: 0 }),
  fancyCount: Type.Integer({ minimum: 0 }),
});

export const BetCount = Type.Object({
  betCount: Type.Record(Type.String(), MatchBetCount),
});

/**
 * One settlement of the player's (spec section 3, Completed game): a match of any sport or a casino
 * round. `sport` and `casinoBetCount` are absent from an older backend (read as a cricket
 * match without casino bets).
 */
export const CompletedGame = Type.Object({
  accountLogId: Type.Integer(),
  eventName: Str,
  eventDateTime: Str,
  matchBetCount: Type.Integer(),
  sessionBetCount: Type.Integer(),
  casinoBetCount: Type.Optional(Type.Integer()),
  sport: Type.Optional(Str),
  wonBy: Str,
  winLoss: Num,
});

export const CompletedGames = Type.Object({ completedGames: Type.Array(CompletedGame) });

export const BetDetails = Type.Object({
  /** What the ledger row settled: 'CRICKET', 'TENNIS', 'SOCCER' or 'CASINO'; an older backend may leave it out. */
  sport: Type.Optional(Str),
  betResponseDTOList: Type.Array(BetRecord),
  profitLossAfterCommission: Num,
  totalWin: Num,
  winner: Str,
});

const Amount = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1e9,
  description:
    "Stake in rupees, at most two decimals, taken exactly as written; anything else is 400 'Please enter a Valid Amount'",
});
const Rate = Type.Number({ minimum: 0, maximum: 100_000 });

/**
 * POST /bet/place (spec section 3, place-bet payload). Profit and loss, when sent, must be those of
 * the stake at the rate asked, else 400 (packages/betting quotedProfitLossProblem); the bet is booked
 * by the API's own figures.
 */
export const PlaceBetBody = Type.Object({
  amount: Amount,
  marketId: Type.String({ minLength: 1, maxLength: 64 }),
  selectionId: Id(),
  type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
  eventId: Id(),
  runnerName: Type.Optional(Type.String({ maxLength: 200 })),
  gameType: Type.Optional(Type.String({ maxLength: 64 })),
  marketName: Type.Optional(Type.String({ maxLength: 64 })),
  profit: Type.Optional(Num),
  loss: Type.Optional(Num),
  back: Type.Optional(Num),
  lay: Type.Optional(Num),
  backRate: Type.Optional(Rate),
  layRate: Type.Optional(Rate),
  acceptBetterOdds: Type.Optional(
    Type.Boolean({ description: "Take the bet at the current rate when it moved in the player's favour" }),
  ),
});

/**
 * POST /bet/fancy-place (spec section 3, fancy payload). A line session (Normal, Over By Over, Ball
 * By Ball, meter): YES sends oddsBack (the run) and backRate (the rate), NO oddsLay and layRate. A
 * fancy1 session: YES sends backRate, NO layRate, each the decimal odds, and no run. `gameType`,
 * `selectionId` and `runnerName`, when sent, must name the market's type and runner, else 400.
 */
export const FancyBetBody = Type.Object({
  amount: Amount,
  eventId: Id(),
  marketId: Type.String({ minLength: 1, maxLength: 64 }),
  marketName: Type.Optional(Type.String({ maxLength: 64 })),
  gameType: Type.Optional(
    Type.String({ maxLength: 64, description: "The session's type, as its fancyOdds group names it; checked" }),
  ),
  type: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('back'), Type.Literal('lay')])),
  backRate: Type.Optional(Rate),
  layRate: Type.Optional(Rate),
  oddsBack: Type.Optional(Type.Integer({ minimum: 0 })),
  oddsLay: Type.Optional(Type.Integer({ minimum: 0 })),
  profit: Type.Optional(Num),
  loss: Type.Optional(Num),
  selectionId: Type.Optional(Id("The session's runner (its line's selectionId); checked, stored with the bet")),
  runnerName: Type.Optional(
    Type.String({ maxLength: 200, description: "The session's name as offered; checked, stored with the bet" }),
  ),
  acceptBetterOdds: Type.Optional(
    Type.Boolean({ description: "Take the bet at the current rate when it moved in the player's favour" }),
  ),
});

export const PlacedBet = Type.Object({ betId: Type.Integer(), repeated: Type.Boolean(), bet: MyBet });

/** `/cm/v1` match routes: the event in the path or the query. */
export const EventParams = Type.Object({ eventId: Id() });

/** `/auth/score-sport2` and `/auth/score-sport-v2/:id`. */
export const ScoreAnswer = Type.Object({ score: Score });
export const ScoreQuery = Type.Object({ eventId: Id() });

/** `/auth/streaming/:id`: the address of the match's stream page. */
export const StreamAnswer = Type.Object({ url: Str });

/** `/bets-from-log`: a ledger entry of the player. */
export const LogQuery = Type.Object({ accountLogId: Id('A ledger entry of the player') });

/** `/user/current-bets` takes an empty (or any) object. */
export const CurrentBetsBody = Type.Optional(Type.Object({}, { additionalProperties: true }));

export type RunnerOdds = Static<typeof RunnerOdds>;
export type Odds = Static<typeof Odds>;
export type EventData = Static<typeof EventData>;
export type Score = Static<typeof Score>;
export type MatchSettings = Static<typeof MatchSettings>;
export type MyBet = Static<typeof MyBet>;
export type MyBetsAnswer = Static<typeof MyBetsEnvelope>;
export type BetRecord = Static<typeof BetRecord>;
export type BetCount = Static<typeof BetCount>;
export type MatchBetCount = Static<typeof MatchBetCount>;
export type CompletedGame = Static<typeof CompletedGame>;
export type CompletedGames = Static<typeof CompletedGames>;
export type BetDetails = Static<typeof BetDetails>;
export type PlacedBet = Static<typeof PlacedBet>;
export type PlaceBetRequest = Static<typeof PlaceBetBody>;
export type FancyBetRequest = Static<typeof FancyBetBody>;
export type LogQuery = Static<typeof LogQuery>;
export type CurrentBetsBody = Static<typeof CurrentBetsBody>;
