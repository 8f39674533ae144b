import type { DeepLinkSource } from '@exchange/remote-contract';
import { EVENT_DATA_URL, MATCH_PATH, ODDS_URL } from './features/match';

/**
 * The sportsbook's deep-link hints (contract 1.6), written into its manifest at build time
 * (packages/build-tools/src/deepLinks.ts): a cold link to a cricket match has the shell start the match
 * page's chunks (named in preload.ts and features/match/index.ts) and its event data, then its
 * odds, as soon as the manifest arrives. `./preload` still asks for the same reads when it runs; the
 * shell sends each address once.
 */
export const DEEP_LINKS: readonly DeepLinkSource[] = [
  {
    path: MATCH_PATH,
    chunks: ['match-page', 'match-preload'],
    reads: [
      { api: 'cm', url: EVENT_DATA_URL, skipAuth: true },
      { api: 'cm', url: ODDS_URL, skipAuth: true, after: 0 },
    ],
  },
];
