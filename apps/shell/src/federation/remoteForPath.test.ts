import { describe, expect, it } from 'vitest';
import { remoteForPath } from './remoteForPath';

describe('which remote owns a path', () => {
  it.each([
    ['/cricket', 'sportsbook'],
    ['/game/cricket/1001', 'sportsbook'],
    ['/complete-games', 'sportsbook'],
    ['/complete_detail/7', 'sportsbook'],
    ['/main/matches', 'sportsbook'],
    ['/casino', 'casino'],
    ['/casino/casino-bets', 'casino'],
    ['/main/dt20', 'casino'],
    ['/reports/casinoresults/TEEN_20/teen20', 'casino'],
    ['/cricketers', null],
    ['/nowhere', null],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});
