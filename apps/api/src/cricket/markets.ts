import {
  BOOKMAKER_MARKET,
  SESSION_MARKET,
  SESSION_TYPES,
  bookmakerRates,
  eventOdds,
  sessionTypeOf,
  type SessionType,
} from '@exchange/betting';
import { SESSION_MAX, TEAM_MAX } from '../sports/limits';
import type { MatchOddsRunner } from '../sports/matchOddsEvent';
import { isOpenLine, type MatchSimulator, type SessionLine } from './simulator';
import type { Odds, RunnerOdds } from '@exchange/contracts/exchange';

export const SESSION_RATE = 100;

/** A match's session groups and bookmaker market, as `/cricket/odds` answers them (Match Odds joins them there). */
export type OddsSnapshot = Pick<Odds, 'fancyOdds' | 'bookMakerOdds'>;

export const bookmakerMarketId = (cricketId: number) => `${cricketId}-BM`;
export const teamSelectionId = (cricketId: number, team: 0 | 1) => cricketId * 10 + team + 1;

/** How far above its NO line a line's YES line stands: a meter's two runs ('75 / 77'), the others' one. */
export const yesGap = (type: SessionType) => (type === 'meter' ? 2 : 1);

/**
 * A session line as the odds answer offers it. A line: lay1 = NO run, back1 = YES run, the sizes
 * its rate (100). fancy1: back1 = YES odds, lay1 = NO odds (decimal), the sizes what may be staked.
 */
export function sessionOdds(s: SessionLine, status: RunnerOdds['status']): RunnerOdds {
  const type = sessionTypeOf(s.gameType);
  const common = {
    runnerName: s.name,
    selectionId: s.selectionId,
    marketId: s.marketId,
    maxLimit: SESSION_MAX,
    status,
  };
  if (type === 'fancy1') {
    const { yes, no } = eventOdds(s.chance ?? 0.5);
    return { ...common, back1: yes, backSize1: SESSION_MAX, lay1: no, laySize1: SESSION_MAX };
  }
  return { ...common, back1: s.noRun + yesGap(type), backSize1: SESSION_RATE, lay1: s.noRun, laySize1: SESSION_RATE };
}

/** What GET /cricket/odds/{eventId} answers (spec section 3); rebuilt each tick, never mutated. */
export function buildOdds(sim: MatchSimulator, inPlay: boolean): OddsSnapshot {
  const status = inPlay && !sim.suspended ? 'ACTIVE' : 'SUSPENDED';
  const marketId = bookmakerMarketId(sim.cricketId);
  const runners = ([0, 1] as const).map((team): RunnerOdds => {
    // The chance on a 0.5 % grid: the walk moves it every second, the quoted rate only when it
    // crosses a step, so an offered rate usually lives longer than the 800 ms bet delay.
    const home = Math.round(sim.homeWinChance * 200) / 200;
    const chance = team === 0 ? home : 1 - home;
    const { lagai, khai } = bookmakerRates(chance);
    return {
      runnerName: sim.teams[team],
      selectionId: teamSelectionId(sim.cricketId, team),
      marketId,
      back1: lagai,
      lay1: khai,
      backSize1: 100_000,
      laySize1: 100_000,
      maxLimit: TEAM_MAX,
      status,
    };
  });
  const index = sim.innings.length - 1;
  const lines = inPlay && !sim.finished ? sim.sessions.filter((s) => s.innings === index && isOpenLine(s)) : [];
  return {
    // One group per session type (spec section 3, Odds: gameType, marketName, oddDetailsDTOS), in
    // the spec's order of types, each present even when it has no open line.
    fancyOdds: SESSION_TYPES.map((gameType) => ({
      gameType,
      marketName: SESSION_MARKET,
      oddDetailsDTOS: lines.filter((s) => sessionTypeOf(s.gameType) === gameType).map((s) => sessionOdds(s, status)),
    })),
    bookMakerOdds: [{ bm1: { marketId, marketName: BOOKMAKER_MARKET, oddDetailsDTOS: runners } }],
  };
}

/** Cricket's two teams on its Match Odds market, with the home side's chance on the bookmaker's 0.5 % grid. */
export function matchOddsRunners(sim: MatchSimulator, cricketId: number): MatchOddsRunner[] {
  // On the bookmaker's 0.5 % grid, so a price usually outlives the time a player takes to click it.
  const home = Math.round(sim.homeWinChance * 200) / 200;
  const chances = [home, 1 - home];
  return ([0, 1] as const).map((team) => ({
    selectionId: teamSelectionId(cricketId, team),
    runnerName: sim.teams[team],
    chance: chances[team]!,
  }));
}
