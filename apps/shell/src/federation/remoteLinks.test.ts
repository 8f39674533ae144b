import type { RemoteModule, RemoteName } from '@exchange/remote-contract';
import { remoteLink } from './remoteLinks';
import type { RemoteStatus, RemotesSnapshot } from './remoteRegistry';

const module = (name: string, links: RemoteModule['links']): RemoteModule => ({
  contractVersion: '1.7',
  name,
  version: 'test',
  routes: [],
  links,
});
const snapshot = (...remotes: Array<[RemoteName, RemoteStatus]>): RemotesSnapshot => ({
  remotes: remotes.map(([name, status]) => ({ name, status, configuredPaths: [] })),
});
const loaded = (links: RemoteModule['links']): RemoteStatus => ({ state: 'loaded', module: module('m', links) });

describe('a page a shell screen opens in a remote (contract 1.7)', () => {
  it("is the remote's answer for what the page shows", () => {
    const remotes = snapshot(['sportsbook', loaded({ match: (sport, id) => `/game/${sport}/${id}` })]);
    expect(remoteLink(remotes, 'match', 'tennis', 7)).toBe('/game/tennis/7');
  });

  it('is none while the remote loads, when it failed, or when it has no such page', () => {
    expect(remoteLink(snapshot(['sportsbook', { state: 'pending' }]), 'match', 'cricket', 1)).toBeUndefined();
    expect(remoteLink(snapshot(['sportsbook', { state: 'failed' }]), 'match', 'cricket', 1)).toBeUndefined();
    expect(remoteLink(snapshot(['casino', loaded(undefined)]), 'roundResult', 'LUCKY7', '1')).toBeUndefined();
    const noTable = snapshot(['casino', loaded({ roundResult: () => undefined })]);
    expect(remoteLink(noTable, 'roundResult', 'GONE', '1')).toBeUndefined();
  });

  it('takes the first remote that answers, and no answer that throws or leaves the site', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remotes = snapshot(
      [
        'sportsbook',
        loaded({
          roundResult: () => {
            throw new Error('broken');
          },
        }),
      ],
      ['casino', loaded({ roundResult: (game, round) => `/reports/casinoresults/${game}/x?round=${round}` })],
    );
    expect(remoteLink(remotes, 'roundResult', 'LUCKY7', '9')).toBe('/reports/casinoresults/LUCKY7/x?round=9');
    for (const away of ['https://elsewhere.example/x', '//elsewhere.example/x', 'javascript:alert(1)', '/a b'])
      expect(remoteLink(snapshot(['casino', loaded({ match: () => away })]), 'match', 'cricket', 1)).toBeUndefined();
  });
});
