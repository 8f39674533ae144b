import type { RemotePreload } from '@exchange/remote-contract';
import { preloadMatch } from './features/match';

export const loadMatchPage = () => import('./features/match/MatchPage');

/**
 * The sportsbook's `./preload` module (contract 1.4): a cold deep link to a match starts its event
 * data, then its odds, and the page's chunk. It imports the store and the HTTP clients only (no
 * shared-ui, no Chakra), so the shell can run it while its own design system is still loading.
 */
const preload: RemotePreload = (pathname) => preloadMatch(pathname, loadMatchPage);

export default preload;
