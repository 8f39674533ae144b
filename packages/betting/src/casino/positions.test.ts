import { describe, expect, it } from 'vitest';
import { CASINO_GAMES } from './settlement';
import { EXCLUSIVE_OPTIONS, positionsIfWins } from './positions';

describe('positions under the boxes', () => {
  it('every exclusive set names real options of its table', () => {
    for (const [gameId, sets] of Object.entries(EXCLUSIVE_OPTIONS)) {
      const names = CASINO_GAMES[gameId]!.options.map((o) => o.runnerName);
      for (const name of sets.flat()) expect(names).toContain(name);
    }
  });

  it('a back on Dragon shows its profit under Dragon and the stake lost under Tiger and Tie', () => {
    expect(
      positionsIfWins('DRAGON_TIGER_20', [{ runnerName: 'Dragon', isBack: true, odds: 2, stakePaise: 100_00 }]),
    ).toEqual({
      Dragon: 100_00,
      Tie: -100_00,
      Tiger: -100_00,
    });
  });

  it('backs and lays net out across the set (AAA)', () => {
    const p = positionsIfWins('AAA', [
      { runnerName: 'Amar', isBack: true, odds: 2.12, stakePaise: 100_00 },
      { runnerName: 'Akbar', isBack: false, odds: 3.25, stakePaise: 100_00 },
    ]);
    // Amar wins: +112 on the back, +100 on the Akbar lay. Akbar wins: −100 and −225. Anthony: −100 + 100.
    expect(p).toEqual({ Amar: 212_00, Akbar: -325_00, Anthony: 0 });
  });

  it('boxes outside any set of a bet are left out', () => {
    expect(
      Object.keys(positionsIfWins('LUCKY7', [{ runnerName: 'Red', isBack: true, odds: 1.95, stakePaise: 100_00 }])),
    ).toEqual(['Red', 'Black']);
  });
});
