import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import * as SharedRouter from '@exchange/shared-ui/router';
import { describe, expect, it } from 'vitest';
import { legacySharedDependencies, sharedDependencies } from '../../../../federation.shared';
import { EARLY_SHARES, SHARE_LOADERS, hostShares } from './sharedModules';

describe("the shell's share scope", () => {
  it('has a loader for exactly the packages the remotes are built to take from it', () => {
    expect(Object.keys(SHARE_LOADERS).sort()).toEqual(
      Object.keys({ ...sharedDependencies('shell'), ...legacySharedDependencies('shell') }).sort(),
    );
    // What the runtime starts loading early is shared (a name missing here would be a silent no-op).
    for (const pkg of EARLY_SHARES) expect(Object.keys(SHARE_LOADERS)).toContain(pkg);
  });

  it("hands over the shell's own module instances, at the versions the remotes require", async () => {
    const shared = hostShares(sharedDependencies('shell'));
    const react = shared['react'] as {
      version: string;
      shareConfig: { singleton: boolean; requiredVersion: string };
      get: () => Promise<() => unknown>;
    };
    expect(react.version).toBe(React.version);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: `^${React.version}` });
    const reactModule = (await react.get())() as typeof React;
    expect(reactModule.useState).toBe(React.useState);
    const router = (
      await (shared['@exchange/shared-ui/router'] as { get: () => Promise<() => unknown> }).get()
    )() as typeof SharedRouter;
    expect(router.useNavigate).toBe(ReactRouter.useNavigate);
  });

  it('shares the router as the exports the screens use, never react-router-dom whole', async () => {
    // The remotes are built to take the facade, not the package.
    expect(sharedDependencies('sportsbook')['react-router-dom']).toBeUndefined();
    expect(sharedDependencies('casino')['@exchange/shared-ui/router']).toBeDefined();
    const shared = hostShares({ ...sharedDependencies('shell'), ...legacySharedDependencies('shell') });
    const load = async (pkg: string) =>
      (await (shared[pkg] as { get: () => Promise<() => unknown> }).get())() as Record<string, unknown>;
    const router = await load('@exchange/shared-ui/router');
    expect(Object.keys(router).sort()).toEqual(Object.keys(SharedRouter).sort());
    // A router the screens never use stays out of the shared copy (and so out of the shell's scripts).
    expect(router['createHashRouter']).toBeUndefined();
    // A remote built when the router was shared whole asks for react-router-dom and runs on the
    // same router module as the shell, not on a copy of its own outside the shell's router.
    expect(await load('react-router-dom')).toBe(router);
  });

  it('refuses a package it cannot load instead of sharing nothing for it', () => {
    expect(() => hostShares({ 'left-pad': { version: '1.3.0', requiredVersion: '^1.3.0' } })).toThrow(
      'the shell shares left-pad but has no loader for it',
    );
  });
});
