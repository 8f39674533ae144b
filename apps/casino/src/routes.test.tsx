import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@exchange/remote-contract';
import casino from './routes';
import { casinoLineup, lobbyLineup } from './lineup';

const title = (path: string) => casino.routes.find((route) => route.path === path)?.title;

describe('the casino describes itself to the shell (contract 1.3)', () => {
  it.each([
    ['casino', 'Casino'],
    ['casino/casino-bets', 'Casino'],
    ['main/lucky7', 'Lucky 7'],
    ['main/teen20', 'Teen Patti 20-20'],
    ['main/dt20', 'Dragon Tiger'],
    ['main/aaa', 'AAA'],
    ['main/worli2', 'Worli Matka'],
    ['main/dt202', 'Dragon Tiger 2'],
    ['main/teen', 'Teen Patti One Day'],
    ['main/andar-bahar', 'Andar Bahar 2'],
    ['reports/casinoresults/:gameId/:shortName', 'Casino'],
    ['fairness', 'Fairness'],
  ])('the spec header title of /%s is %s', (path, expected) => {
    expect(title(path)).toBe(expected);
  });

  it('declares the spec nav entry, its prefixes and the current contract', () => {
    expect(casino.contractVersion).toBe(CONTRACT_VERSION);
    expect(
      casino.nav?.map(({ label, shortLabel, to, order, placement }) => ({ label, shortLabel, to, order, placement })),
    ).toEqual([{ label: 'Casino', shortLabel: 'Casino', to: '/casino', order: 200, placement: undefined }]);
    expect(casino.pathPrefixes).toEqual(['casino', 'main', 'reports', 'lottery', 'fairness']);
  });
});

describe('line-ups', () => {
  it("the spec lobby: its seven tiles in its order, under the catalogue names, then the spec's eighth table", () => {
    expect(lobbyLineup(undefined, '').map((t) => t.name)).toEqual([
      'Amar Akbar Anthony',
      '2020 Dragon Tiger',
      'Teen Patti 2020',
      'Lucky 7 A',
      'Andar Bahar 2',
      'Instant Worli',
      'Dragon Tiger 2',
      '1 Day Teen Patti',
    ]);
  });

  it('the reshaped line-up drops Dragon Tiger 2 and renames Lucky 7, in the lobby and the titles', () => {
    const tables = casinoLineup('reshaped');
    expect(tables.map((t) => t.route)).not.toContain('dt202');
    expect(tables.find((t) => t.route === 'lucky7')).toMatchObject({
      name: 'Lucky 7 Express',
      title: 'Lucky 7 Express',
    });
    expect(lobbyLineup(undefined, 'reshaped').map((t) => t.name)).toEqual([
      'Amar Akbar Anthony',
      '2020 Dragon Tiger',
      'Teen Patti 2020',
      'Lucky 7 Express',
      'Andar Bahar 2',
      'Instant Worli',
      '1 Day Teen Patti',
    ]);
    expect(lobbyLineup(['teen20', 'dt202', 'lucky7'], 'reshaped').map((t) => t.route)).toEqual(['teen20', 'lucky7']);
  });

  it('an unknown variant is the spec line-up', () => {
    expect(casinoLineup('nope')).toEqual(casinoLineup(''));
  });
});
