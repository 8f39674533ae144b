import { SUSPEND_TICKS } from '../sports/simulator';
import { DRAW, SoccerSimulator, resultChances } from './simulator';

describe('soccer', () => {
  it('a goal lifts the scorer and suspends the market briefly', () => {
    const sim = new SoccerSimulator(600_001, ['Arsenal', 'Chelsea']);
    sim.advance(30);
    const before = sim.chances();
    const goalsBefore = sim.score().goals.home;
    sim.goal(0);
    const after = sim.chances();
    expect(sim.score().goals.home).toBe(goalsBefore + 1);
    expect(after[0]).toBeGreaterThan(before[0]! + 0.1);
    expect(after[1]! + after[2]!).toBeLessThan(before[1]! + before[2]!);
    expect(sim.suspended).toBe(true);
    for (let i = 0; i < SUSPEND_TICKS; i += 1) sim.tick();
    expect(sim.suspended).toBe(false);
  });

  it('has three runners whose chances add up to one, and a level score at full time is The Draw', () => {
    const sim = new SoccerSimulator(600_002, ['Home FC', 'Away FC']);
    expect(sim.runnerNames).toEqual(['Home FC', 'The Draw', 'Away FC']);
    expect(sim.chances().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // Nothing left to play: the score decides.
    expect(resultChances(1, 1, 0, 0)).toEqual([0, 1, 0]);
    sim.decide(DRAW);
    expect(sim.finished).toBe(true);
    expect(sim.winner).toBe(DRAW);
    expect(sim.score()).toMatchObject({ minute: 90 });
    expect(sim.score().goals.home).toBe(sim.score().goals.away);
  });

  it('plays 90 minutes and ends with a winner', () => {
    const sim = new SoccerSimulator(600_003, ['A', 'B']);
    sim.advance(89);
    expect(sim.finished).toBe(false);
    sim.advance(1);
    expect(sim.finished).toBe(true);
    const { home, away } = sim.score().goals;
    expect(sim.winner).toBe(home > away ? 0 : home === away ? DRAW : 2);
  });
});
