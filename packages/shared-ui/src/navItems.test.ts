// The spec's navigation itself is built and checked by the shell (apps/shell/src/app/navItems.test.tsx).
import { isNavItemActive } from './navItems';

describe('isNavItemActive', () => {
  it.each([
    ['/casino', '/casino', true],
    ['/casino', '/casino/casino-bets', true],
    ['/casino', '/casinos', false],
    ['/ledger', '/ledger-details/7', false],
    ['/cricket', '/', false],
    ['/', '/', true],
    ['/', '/cricket', false],
    ['/ledger/', '/ledger', true],
  ])('%s is active at %s: %s', (to, activePath, expected) => {
    expect(isNavItemActive(to, activePath)).toBe(expected);
  });
});
