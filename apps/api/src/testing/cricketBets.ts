/** The seeded India v Australia match the cricket tests bet on (cricket id 1001). */
export const EVENT = 34_120_001;
export const CRICKET = 1001;

/** A bookmaker runner or a session of the odds poll (`GET /cm/v1/cricket/odds/:eventId`). */
export type Runner = {
  selectionId: number;
  marketId: string;
  runnerName: string;
  back1: number;
  lay1: number;
  backSize1: number;
  laySize1: number;
  status: string;
};

/** The bookmaker runners and the first session group of an odds poll's `response`. */
export function teamsAndSessions(odds: {
  bookMakerOdds: { bm1: { oddDetailsDTOS: unknown[] } }[];
  fancyOdds: { oddDetailsDTOS: unknown[] }[];
}) {
  return {
    teams: odds.bookMakerOdds[0]!.bm1.oddDetailsDTOS as Runner[],
    sessions: odds.fancyOdds[0]!.oddDetailsDTOS as Runner[],
  };
}

/** The body of `POST /cm/v1/bet/place` backing (LAGAI) a team at its quoted rate. */
export const backBody = (r: Runner, amount: number) => ({
  amount,
  marketId: r.marketId,
  selectionId: r.selectionId,
  type: 'back',
  eventId: EVENT,
  backRate: r.back1,
  runnerName: r.runnerName,
});

/** The body of `POST /cm/v1/bet/place` laying (KHAI) a team at its quoted rate. */
export const layBody = (r: Runner, amount: number) => ({
  amount,
  marketId: r.marketId,
  selectionId: r.selectionId,
  type: 'lay',
  eventId: EVENT,
  layRate: r.lay1,
});

/** The body of `POST /cm/v1/bet/fancy-place`: YES at the session's line and rate. */
export const yesBody = (s: Runner, amount: number) => ({
  amount,
  eventId: EVENT,
  marketId: s.marketId,
  type: 'yes',
  oddsBack: s.back1,
  backRate: s.backSize1,
});

/** The body of `POST /cm/v1/bet/fancy-place`: NO at the session's line and rate. */
export const noBody = (s: Runner, amount: number) => ({
  amount,
  eventId: EVENT,
  marketId: s.marketId,
  type: 'no',
  oddsLay: s.lay1,
  layRate: s.laySize1,
});
