import type { RemoteModule } from '@exchange/remote-contract';
import { describe, expect, it } from 'vitest';
import { ownershipOf, remoteForPath } from './remoteForPath';
import type { RemoteStatus, RemotesSnapshot } from './remoteRegistry';

const loaded = (module: Partial<RemoteModule>): RemoteStatus => ({
  state: 'loaded',
  module: { contractVersion: '1.3', name: 'x', version: '1', routes: [], ...module },
});
const pending: RemoteStatus = { state: 'pending' };

function snapshot(
  sportsbook: RemoteStatus,
  casino: RemoteStatus,
  paths: { sportsbook?: string[]; casino?: string[] } = {},
): RemotesSnapshot {
  return {
    remotes: [
      { name: 'sportsbook', status: sportsbook, configuredPaths: paths.sportsbook ?? [] },
      { name: 'casino', status: casino, configuredPaths: paths.casino ?? [] },
    ],
  };
}

const SPORTSBOOK = loaded({ pathPrefixes: ['cricket', 'game', 'main/matches'] });
const CASINO = loaded({ pathPrefixes: ['casino', 'main', 'reports', 'lottery'] });

describe('which remote owns a path', () => {
  it.each([
    ['/cricket', 'sportsbook'],
    ['/game/cricket/1001', 'sportsbook'],
    // The settled-bet history is the shell's own (every market's bets, casino rounds among them).
    ['/complete-games', null],
    ['/complete_detail/7', null],
    ['/main/matches', 'sportsbook'],
    ['/casino', 'casino'],
    ['/casino/casino-bets', 'casino'],
    ['/main/dt20', 'casino'],
    // A table this casino does not offer is still its path: its not-found page.
    ['/main/dt202', 'casino'],
    ['/reports/casinoresults/TEEN_20/teen20', 'casino'],
    ['/cricketers', null],
    ['/nowhere', null],
  ])('by what the loaded remotes declare: %s belongs to %s', (path, remote) => {
    expect(remoteForPath(path, snapshot(SPORTSBOOK, CASINO))).toBe(remote);
  });

  it('by the operator config before anything has loaded (a cold deep link), with no wait', () => {
    const cold = snapshot(pending, pending, {
      sportsbook: ['cricket', 'game', 'main/matches'],
      casino: ['casino', 'main'],
    });
    expect(ownershipOf('/main/lucky7', cold)).toEqual({ owner: 'casino' });
    expect(ownershipOf('/main/matches', cold)).toEqual({ owner: 'sportsbook' });
    expect(ownershipOf('/game/cricket/9', cold)).toEqual({ owner: 'sportsbook' });
  });

  it('without config, waits for a remote that has not loaded: it may claim a longer prefix', () => {
    expect(ownershipOf('/main/matches', snapshot(pending, CASINO))).toEqual({ owner: null, pending: ['sportsbook'] });
    expect(ownershipOf('/main/matches', snapshot(SPORTSBOOK, CASINO))).toEqual({ owner: 'sportsbook' });
    expect(ownershipOf('/nowhere', snapshot(pending, pending))).toEqual({
      owner: null,
      pending: ['sportsbook', 'casino'],
    });
  });

  it('a remote that failed to load keeps its configured prefixes and its own name, so its area says it is unavailable', () => {
    expect(remoteForPath('/casino', snapshot(SPORTSBOOK, { state: 'failed' }))).toBe('casino');
    expect(
      remoteForPath('/main/lucky7', snapshot(SPORTSBOOK, { state: 'failed' }, { casino: ['casino', 'main'] })),
    ).toBe('casino');
  });

  it('a remote built before contract 1.3 (no pathPrefixes) owns the static start of its routes', () => {
    const old = loaded({
      routes: [
        { path: 'casino', element: null },
        { path: 'main/lucky7', element: null },
        { path: 'reports/casinoresults/:gameId/:shortName', element: null },
      ],
    });
    const both = snapshot(SPORTSBOOK, old);
    expect(remoteForPath('/main/lucky7', both)).toBe('casino');
    expect(remoteForPath('/reports/casinoresults/LUCKY7/lucky7', both)).toBe('casino');
    expect(remoteForPath('/main/dt20', both)).toBe(null);
  });
});
