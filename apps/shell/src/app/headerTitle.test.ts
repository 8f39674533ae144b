import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, headerTitle, isFramelessPath } from './headerTitle';

// As a remote declares them (contract: routes[].title).
const ROUTES = [
  { path: 'casino', title: 'Casino' },
  { path: 'casino/casino-bets', title: 'Casino' },
  { path: 'main/lucky7', title: 'Lucky 7 Express' },
  { path: 'main/teen', title: 'Teen Patti One Day' },
  { path: 'game/:sport/:id', title: 'Dashboard' },
  { path: 'reports/casinoresults/:gameId/:shortName', title: 'Casino' },
];

describe('header title from the declared routes', () => {
  it.each([
    ['/casino', 'Casino'],
    ['/casino/casino-bets', 'Casino'],
    ['/main/lucky7', 'Lucky 7 Express'],
    // Whole segments: /main/teen20 is not /main/teen.
    ['/main/teen', 'Teen Patti One Day'],
    ['/game/cricket/1001', 'Dashboard'],
    ['/reports/casinoresults/TEEN_20/teen20', 'Casino'],
    // Under a declared route that does not match exactly: that route's title.
    ['/casino/anything', 'Casino'],
  ])('%s shows %s', (path, title) => {
    expect(headerTitle(path, ROUTES)).toBe(title);
  });

  it('a path no declared route covers (a table this casino does not offer) shows the default title', () => {
    expect(headerTitle('/main/teen20', ROUTES)).toBe(DEFAULT_TITLE);
    expect(headerTitle('/main/dt202', ROUTES)).toBe('Dashboard');
    expect(headerTitle('/main/lucky7', [])).toBe('Dashboard');
  });

  it('hides the frame on /confirm and the lottery tables only', () => {
    expect(isFramelessPath('/confirm')).toBe(true);
    expect(isFramelessPath('/lottery/casino_tables/1')).toBe(true);
    expect(isFramelessPath('/cricket')).toBe(false);
    expect(isFramelessPath('/confirmation-x')).toBe(false);
  });
});
