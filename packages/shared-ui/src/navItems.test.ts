import { NAV_ITEMS, isNavItemActive } from './navItems';

describe('NAV_ITEMS', () => {
  it('is the spec navigation, without Logout', () => {
    expect(NAV_ITEMS.map(({ label, to }) => [label, to])).toEqual([
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['My Profile', '/profile'],
    ]);
  });
});

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
