import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sharedDependencies } from '../../../../federation.shared';
import { EARLY_SHARES, SHARE_LOADERS, hostShares } from './sharedModules';

describe("the shell's share scope", () => {
  it('has a loader for exactly the packages the remotes are built to take from it', () => {
    expect(Object.keys(SHARE_LOADERS).sort()).toEqual(Object.keys(sharedDependencies('shell')).sort());
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
      await (shared['react-router-dom'] as { get: () => Promise<() => unknown> }).get()
    )() as typeof ReactRouter;
    expect(router.useNavigate).toBe(ReactRouter.useNavigate);
  });

  it('refuses a package it cannot load instead of sharing nothing for it', () => {
    expect(() => hostShares({ 'left-pad': { version: '1.3.0', requiredVersion: '^1.3.0' } })).toThrow(
      'the shell shares left-pad but has no loader for it',
    );
  });
});
