import { isSessionType } from '@exchange/betting';
import { buildOdds, type OddsSnapshot } from './markets';
import { MatchSimulator, type SimulatorState } from './simulator';

/** What replication needs of a live match (world.ts LiveMatch). */
type ReplicatedMatch = {
  sim: MatchSimulator;
  inPlay: boolean;
  settled: boolean;
  odds: OddsSnapshot;
  score: ReturnType<MatchSimulator['score']>;
};

/** What the leader publishes per match: the whole simulator and where the match stands. */
export type MatchState = { sim: SimulatorState; inPlay: boolean; settled: boolean };

export const matchKey = (cricketId: number) => `cricket:${cricketId}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isInnings(value: unknown): boolean {
  return isObject(value) && (value.team === 0 || value.team === 1) && isNumber(value.runs) && isNumber(value.balls);
}

function isSession(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.marketId === 'string' &&
    typeof value.name === 'string' &&
    isNumber(value.selectionId) &&
    isNumber(value.innings) &&
    isNumber(value.noRun) &&
    (value.result === null || isNumber(value.result)) &&
    // A state published before the session types has none: the line is Normal.
    (value.gameType === undefined || isSessionType(value.gameType))
  );
}

/** The database is read as untrusted input: a row of any other shape is left out. */
export function isMatchState(value: unknown, cricketId: number): value is MatchState {
  if (!isObject(value) || typeof value.inPlay !== 'boolean' || typeof value.settled !== 'boolean') return false;
  const sim = value.sim;
  return (
    isObject(sim) &&
    sim.cricketId === cricketId &&
    Array.isArray(sim.teams) &&
    sim.teams.length === 2 &&
    sim.teams.every((t) => typeof t === 'string') &&
    Array.isArray(sim.innings) &&
    sim.innings.length >= 1 &&
    sim.innings.every(isInnings) &&
    Array.isArray(sim.sessions) &&
    sim.sessions.every(isSession) &&
    Array.isArray(sim.recentBalls) &&
    isNumber(sim.homeWinChance) &&
    (sim.winner === null || sim.winner === 0 || sim.winner === 1) &&
    typeof sim.finished === 'boolean' &&
    typeof sim.held === 'boolean' &&
    isNumber(sim.ticks) &&
    isNumber(sim.suspendedUntil) &&
    isNumber(sim.randomState)
  );
}

export function matchState(match: ReplicatedMatch): MatchState {
  return { sim: match.sim.state(), inPlay: match.inPlay, settled: match.settled };
}

/** Puts the published state into a match, with the odds and score it gives. */
export function applyMatchState(match: ReplicatedMatch, state: MatchState): void {
  match.sim = MatchSimulator.fromState(state.sim);
  match.inPlay = state.inPlay;
  match.settled = state.settled;
  match.odds = buildOdds(match.sim, match.inPlay);
  match.score = match.sim.score();
}

/** A copy of the match as the published state has it (a follower's bet is checked against this). */
export function matchView<M extends ReplicatedMatch>(match: M, state: MatchState): M {
  const view = { ...match };
  applyMatchState(view, state);
  return view;
}
