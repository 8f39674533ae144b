import { describe, expect, it } from 'vitest';
import sportsbook from './routes';

describe('the sportsbook describes itself to the shell (contract 1.3)', () => {
  it.each([
    ['cricket', 'Dashboard'],
    ['main/matches', 'Dashboard'],
    ['game/:sport/:id', 'Dashboard'],
  ])('the spec header title of /%s is %s', (path, title) => {
    expect(sportsbook.routes.find((route) => route.path === path)?.title).toBe(title);
  });

  it('declares Cricket first in the navigation, Tennis and Soccer in the sidebar only, and owns only main/matches under /main', () => {
    expect(
      sportsbook.nav?.map(({ label, shortLabel, to, order, placement }) => ({
        label,
        shortLabel,
        to,
        order,
        placement,
      })),
    ).toEqual([
      { label: 'Cricket', shortLabel: 'Cricket', to: '/cricket', order: 100, placement: undefined },
      { label: 'Tennis', shortLabel: undefined, to: '/tennis', order: 110, placement: ['sidebar'] },
      { label: 'Soccer', shortLabel: undefined, to: '/soccer', order: 120, placement: ['sidebar'] },
    ]);
    expect(sportsbook.pathPrefixes).toEqual(['cricket', 'tennis', 'soccer', 'game', 'main/matches']);
  });
});
