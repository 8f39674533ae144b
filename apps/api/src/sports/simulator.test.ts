import { SUSPEND_TICKS, quotedChances } from './simulator';
import { DRAW, SoccerSimulator, resultChances } from './soccer';
import { TennisSimulator, raceChance } from './tennis';

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

describe('tennis', () => {
  it('works out a race to four points, two clear (worked by hand)', () => {
    expect(raceChance(0.5, 0, 0, 4)).toBeCloseTo(0.5, 12);
    // At deuce with p = 0.6: p² / (p² + q²) = 0.36 / (0.36 + 0.16) = 0.6923…
    expect(raceChance(0.6, 3, 3, 4)).toBeCloseTo(0.36 / 0.52, 12);
    // Advantage: win the next point (0.6) or go back to deuce and win from there (0.4 × 0.6923).
    expect(raceChance(0.6, 4, 3, 4)).toBeCloseTo(0.6 + 0.4 * (0.36 / 0.52), 12);
    expect(raceChance(0.6, 4, 2, 4)).toBe(1);
  });

  it('winning a set moves the chance a lot and suspends the market briefly', () => {
    const sim = new TennisSimulator(400_003, ['Alcaraz', 'Sinner']);
    const start = sim.chances()[0]!;
    sim.pointTo(0);
    // One point moves the chance a little.
    expect(Math.abs(sim.chances()[0]! - start)).toBeLessThan(0.03);
    // The first player wins the first five games.
    for (let point = 1; point < 20; point += 1) sim.pointTo(0);
    expect(sim.suspended).toBe(false);
    const fiveLove = sim.chances()[0]!;
    for (let point = 0; point < 4; point += 1) sim.pointTo(0);
    expect(sim.score().sets).toEqual([
      { home: 6, away: 0 },
      { home: 0, away: 0 },
    ]);
    expect(sim.suspended).toBe(true);
    expect(fiveLove).toBeGreaterThan(start);
    expect(sim.chances()[0]).toBeGreaterThan(fiveLove);
    // A set up in a best of three: the chance has moved by much more than any point's.
    expect(sim.chances()[0]! - start).toBeGreaterThan(0.2);
  });

  it('scores points as players read them and ends after two sets', () => {
    const sim = new TennisSimulator(400_004, ['A', 'B']);
    sim.pointTo(0);
    sim.pointTo(0);
    sim.pointTo(1);
    expect(sim.score().points).toEqual({ home: '30', away: '15' });
    sim.decide(1);
    expect(sim.finished).toBe(true);
    expect(sim.winner).toBe(1);
    expect(sim.chances()).toEqual([0, 1]);
  });
});

it('quotes chances on a 0.5 % grid, never 0 or 1', () => {
  expect(quotedChances([0.7231, 0.0001, 0.9999])).toEqual([0.725, 0.005, 0.995]);
});
