import { BALL_EVERY_TICKS, MatchSimulator, OVERS, isOpenLine } from './simulator';

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
    // Every line is decided, or void: an over or ball the innings did not complete.
    expect(sim.sessions.every((s) => s.result !== null || s.voided === true)).toBe(true);
    expect(sim.sessions.filter((s) => s.voided).every((s) => s.fromBalls !== undefined)).toBe(true);
    expect(sim.score().spnmessage).toMatch(/won the match|Match tied/);
  });

  it('opens every session type of the spec on a live innings: Normal, meter, and the over, ball and six lines of now', () => {
    const sim = new MatchSimulator(1004, ['India', 'England']);
    const open = () => sim.sessions.filter(isOpenLine);
    expect(new Set(open().map((s) => s.gameType))).toEqual(
      new Set(['Normal', 'Over By Over', 'Ball By Ball', 'meter', 'fancy1']),
    );
    expect(open().map((s) => s.name)).toEqual([
      '6 over run India',
      '10 over run India',
      '15 over run India',
      '20 over run India',
      'Fall of 1st wkt India',
      'Innings run meter India',
      '1st over run only India',
      'Six in 1st over India',
      '0.1 ball run India',
    ]);
    // Ball By Ball is NO 1 / YES 2; Over By Over starts at what an over is worth (8).
    expect(open().find((s) => s.gameType === 'Ball By Ball')!.noRun).toBe(1);
    expect(open().find((s) => s.gameType === 'Over By Over')!.noRun).toBe(8);
    // Ids stay unique however many balls are bowled.
    sim.playToEnd();
    expect(new Set(sim.sessions.map((s) => s.selectionId)).size).toBe(sim.sessions.length);
    expect(new Set(sim.sessions.map((s) => s.marketId)).size).toBe(sim.sessions.length);
  });

  it('decides each ball, over and six line by its own window, and opens the next', () => {
    const sim = new MatchSimulator(1005, ['India', 'England']);
    const runsOf = (code: string) => (code === 'w' ? 0 : Number(code));
    const codes: string[] = [];
    for (let ball = 1; ball <= 12; ball += 1) {
      const before = sim.current.runs;
      sim.advance(1);
      const code = sim.score().balls.at(-1)!;
      codes.push(code);
      expect(sim.current.runs - before).toBe(runsOf(code));
      // The ball's line: the runs off that ball; the next ball's line is open.
      const line = sim.sessions.find((s) => s.marketId === `1005-S1-B${ball}`)!;
      expect(line).toMatchObject({ gameType: 'Ball By Ball', result: runsOf(code) });
      expect(sim.sessions.find((s) => s.marketId === `1005-S1-B${ball + 1}`)).toMatchObject({ result: null });
    }
    for (const over of [1, 2]) {
      const own = codes.slice((over - 1) * 6, over * 6);
      expect(sim.sessions.find((s) => s.marketId === `1005-S1-OV${over}`)!.result).toBe(
        own.reduce((sum, code) => sum + runsOf(code), 0),
      );
      expect(sim.sessions.find((s) => s.marketId === `1005-S1-SIX${over}`)!.result).toBe(own.includes('6') ? 1 : 0);
    }
    expect(sim.sessions.find((s) => s.marketId === '1005-S1-OV3')).toMatchObject({
      name: '3rd over run only India',
      result: null,
    });
  });

  it('a six decides its fancy1 line at once; until then its chance falls with the balls left', () => {
    const sim = new MatchSimulator(1006, ['India', 'England']);
    let guard = 0;
    const chances: number[] = [];
    while (guard < 600) {
      const over = Math.floor(sim.current.balls / 6) + 1;
      const line = sim.sessions.find((s) => s.marketId === `1006-S${sim.innings.length}-SIX${over}`);
      if (line && sim.current.balls % 6 === 0) chances.length = 0;
      if (line && isOpenLine(line)) chances.push(line.chance!);
      sim.advance(1);
      guard += 1;
      if (sim.score().balls.at(-1) === '6') {
        expect(line!.result).toBe(1);
        expect(line!.atBalls! - sim.current.balls).toBeGreaterThanOrEqual(0);
        break;
      }
    }
    expect(guard).toBeLessThan(600);
    for (let i = 1; i < chances.length; i += 1) expect(chances[i]!).toBeLessThan(chances[i - 1]!);
  });

  it('voids the over and six lines an innings ends in the middle of ("only over" rule); a ball line never opens past the end', () => {
    const sim = new MatchSimulator(1002, ['Mumbai Indians', 'Chennai Super Kings']);
    sim.playToEnd();
    // This seed's chase is all out off the 119th ball: the 20th over was never completed.
    expect(sim.innings[1]).toMatchObject({ wickets: 10, balls: 119 });
    expect(sim.sessions.filter((s) => s.voided).map((s) => s.name)).toEqual([
      '20th over run only Chennai Super Kings',
      'Six in 20th over Chennai Super Kings',
    ]);
    expect(sim.sessions.find((s) => s.marketId === '1002-S2-B120')).toBeUndefined();
    for (const s of sim.sessions.filter((x) => x.voided)) expect(s.result).toBeNull();
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
