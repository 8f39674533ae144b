import { TennisSimulator, raceChance } from './simulator';

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
