import { BALL_EVERY_TICKS, MatchSimulator, OVERS } from './simulator';

describe('MatchSimulator', () => {
  it('plays the same match for the same seed, ball codes as the spec reads them', () => {
    const a = new MatchSimulator(1001, ['India', 'Australia']);
    const b = new MatchSimulator(1001, ['India', 'Australia']);
    a.advance(30);
    b.advance(30);
    expect(a.score()).toEqual(b.score());
    expect(a.score().balls).toHaveLength(6);
    expect(a.score().balls.every((ball) => /^([012346]|w)$/.test(ball))).toBe(true);
    expect(a.current.balls).toBe(30);
  });

  it('bowls a ball every few ticks and moves the win chance every tick', () => {
    const sim = new MatchSimulator(7, ['A', 'B']);
    const chances = new Set<number>();
    for (let i = 0; i < BALL_EVERY_TICKS * 2; i += 1) {
      sim.tick();
      chances.add(sim.homeWinChance);
    }
    expect(sim.current.balls).toBe(2);
    expect(chances.size).toBeGreaterThan(5);
  });

  it('settles over lines at their over, fall-of lines at the wicket, and ends with a winner', () => {
    const sim = new MatchSimulator(1002, ['Mumbai Indians', 'Chennai Super Kings']);
    sim.advance(36);
    const six = sim.sessions.find((s) => s.name === '6 over run Mumbai Indians')!;
    expect(six.result).toBe(sim.innings[0]!.runs);
    sim.playToEnd();
    expect(sim.finished).toBe(true);
    expect(sim.suspended).toBe(true);
    const [first, second] = sim.innings;
    expect(first!.balls <= OVERS * 6 && second!.balls <= OVERS * 6).toBe(true);
    expect(sim.winner).toBe(second!.runs > first!.runs ? 1 : second!.runs < first!.runs ? 0 : null);
    expect(sim.sessions.every((s) => s.result !== null)).toBe(true);
    expect(sim.score().spnmessage).toMatch(/won the match|Match tied/);
  });

  it('wickets hold the markets suspended for a few ticks', () => {
    const sim = new MatchSimulator(1003, ['Pakistan', 'New Zealand']);
    let guard = 0;
    while (!sim.score().balls.includes('w') && guard < 200) {
      sim.advance(1);
      guard += 1;
    }
    expect(sim.score().balls.at(-1)).toBe('w');
    expect(sim.suspended).toBe(true);
  });

  it('a test hold keeps the markets suspended, and its release opens them at once, even in a wicket pause', () => {
    const sim = new MatchSimulator(1003, ['Pakistan', 'New Zealand']);
    sim.setHeld(true);
    expect(sim.suspended).toBe(true);
    sim.setHeld(false);
    expect(sim.suspended).toBe(false);
    while (!sim.score().balls.includes('w')) sim.advance(1);
    expect(sim.suspended).toBe(true);
    sim.setHeld(false);
    expect(sim.suspended).toBe(false);
  });
});

describe('MatchSimulator state', () => {
  it('plays on from its published state exactly as the original does (a follower or a new leader)', () => {
    const original = new MatchSimulator(1003, ['India', 'England']);
    for (let i = 0; i < 137; i += 1) original.tick();
    original.advance(40);
    const copy = MatchSimulator.fromState(JSON.parse(JSON.stringify(original.state())));
    expect(copy.score()).toEqual(original.score());
    for (let i = 0; i < 300; i += 1) {
      original.tick();
      copy.tick();
    }
    expect(copy.score()).toEqual(original.score());
    expect(copy.homeWinChance).toBe(original.homeWinChance);
    expect(copy.sessions).toEqual(original.sessions);
    expect(copy.suspended).toBe(original.suspended);
  });
});
