/**
 * What the shell expects of each remote's exposed './routes', checked against the types the remote
 * published beside its manifest (not its source): `pnpm --filter @exchange/shell typecheck`.
 * The shell loads remotes at run time by name (remoteRegistry.ts), so this is where a remote's
 * incompatible change of its exposed module fails the shell's typecheck instead of the e2e suite.
 */
import type { RemoteModule } from '@exchange/remote-contract';
import type casino from 'casino/routes';
import type sportsbook from 'sportsbook/routes';

/** An unresolved published type would be `any` and satisfy anything: refuse it. */
type IsAny<T> = 0 extends 1 & T ? true : false;
type Satisfies<T extends RemoteModule> = T;

export type PublishedRemotes = {
  casino: Satisfies<typeof casino>;
  sportsbook: Satisfies<typeof sportsbook>;
};

export const casinoIsTyped: IsAny<typeof casino> = false;
export const sportsbookIsTyped: IsAny<typeof sportsbook> = false;
