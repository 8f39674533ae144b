import type { RemoteModule } from '@exchange/remote-contract';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteStatus, RemotesSnapshot } from '../federation/remoteRegistry';
import { homePath, navItemsFor } from './navItems';

const loaded = (module: Partial<RemoteModule>): RemoteStatus => ({
  state: 'loaded',
  module: { contractVersion: '1.3', name: 'x', version: '1', routes: [], ...module },
});

function snapshot(sportsbook: RemoteStatus, casino: RemoteStatus): RemotesSnapshot {
  return {
    remotes: [
      { name: 'sportsbook', status: sportsbook, configuredPaths: ['cricket'] },
      { name: 'casino', status: casino, configuredPaths: ['casino', 'main'] },
    ],
  };
}

const SPORTSBOOK = loaded({ nav: [{ label: 'Cricket', shortLabel: 'Cricket', to: '/cricket', order: 100 }] });
const CASINO = loaded({ nav: [{ label: 'Casino', to: '/casino', order: 200 }] });
const labels = (place: 'sidebar' | 'bottom', remotes: RemotesSnapshot) =>
  navItemsFor(place, remotes).map((i) => [i.label, i.to]);

describe('the navigation is what the remotes declare plus the shell own entries', () => {
  it("is the spec navigation for the default remotes, and the sidebar (the phone's menu too) reaches the history", () => {
    const spec = [
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['My Profile', '/profile'],
    ];
    expect(labels('sidebar', snapshot(SPORTSBOOK, CASINO))).toEqual([
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['Complete Games', '/complete-games'],
      ['Account Statement', '/main/statement'],
      ['My Profile', '/profile'],
      ['Change Password', '/main/changepassword'],
      ['Rules', '/rules'],
    ]);
    expect(labels('bottom', snapshot(SPORTSBOOK, CASINO))).toEqual(spec);
    expect(navItemsFor('bottom', snapshot(SPORTSBOOK, CASINO)).map((i) => i.shortLabel)).toEqual([
      'Cricket',
      undefined,
      'Ledger',
      'Profile',
    ]);
  });

  it('places each entry where the remote says and in its order', () => {
    const reshaped = loaded({
      nav: [
        { label: 'Lucky 7 Express', to: '/main/lucky7', placement: ['sidebar'], order: 210 },
        { label: 'Live Casino', shortLabel: 'Casino', to: '/casino', order: 200 },
        { label: 'Promotions', to: '/casino/promos', order: 500 },
      ],
    });
    expect(labels('sidebar', snapshot(SPORTSBOOK, reshaped))).toEqual([
      ['Cricket', '/cricket'],
      ['Live Casino', '/casino'],
      ['Lucky 7 Express', '/main/lucky7'],
      ['My Ledger', '/ledger'],
      ['Complete Games', '/complete-games'],
      ['Account Statement', '/main/statement'],
      ['My Profile', '/profile'],
      ['Change Password', '/main/changepassword'],
      ['Rules', '/rules'],
      ['Promotions', '/casino/promos'],
    ]);
    expect(labels('bottom', snapshot(SPORTSBOOK, reshaped)).map(([label]) => label)).toEqual([
      'Cricket',
      'Live Casino',
      'My Ledger',
      'My Profile',
      'Promotions',
    ]);
  });

  it('a remote built before contract 1.3 (no order, no placement) shows in both places, before the shell entries, in config order', () => {
    const old = (label: string, to: string) => loaded({ nav: [{ label, to }] });
    expect(labels('bottom', snapshot(old('Cricket', '/cricket'), old('Casino', '/casino')))).toEqual([
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['My Profile', '/profile'],
    ]);
  });

  it('a remote still loading shows nothing yet; one that failed keeps an entry to its area', () => {
    expect(labels('bottom', snapshot({ state: 'pending' }, CASINO)).map(([label]) => label)).toEqual([
      'Casino',
      'My Ledger',
      'My Profile',
    ]);
    expect(labels('bottom', snapshot(SPORTSBOOK, { state: 'failed' }))).toEqual([
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['My Profile', '/profile'],
    ]);
  });

  it('leaves out a malformed entry (no label, a path off the site) instead of breaking the frame', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = loaded({
      name: 'casino',
      nav: [
        { label: '', to: '/casino' },
        { label: 'Away', to: 'https://evil.test' },
        { label: 'Away', to: '//evil.test' },
        { label: 'Casino', to: '/casino', order: Number.NaN },
      ],
    });
    expect(labels('bottom', snapshot(SPORTSBOOK, bad))).toEqual([
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['My Profile', '/profile'],
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe("the player's home (the main menu)", () => {
  it("is the remotes' first entry in navigation order, whichever remote declares it", () => {
    expect(homePath(snapshot(SPORTSBOOK, CASINO))).toBe('/cricket');
    const casinoFirst = loaded({ nav: [{ label: 'Live Casino', to: '/casino', order: 50 }] });
    expect(homePath(snapshot(SPORTSBOOK, casinoFirst))).toBe('/casino');
  });

  it('waits for a remote still loading, and leads to a failed remote (its page offers Retry)', () => {
    expect(homePath(snapshot({ state: 'pending' }, CASINO))).toBeUndefined();
    expect(homePath(snapshot({ state: 'failed' }, CASINO))).toBe('/cricket');
  });

  it('is the ledger when no remote is configured', () => {
    expect(homePath({ remotes: [] })).toBe('/ledger');
  });
});
