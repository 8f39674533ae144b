import { lazy, Suspense, type ReactNode } from 'react';
import { CONTRACT_VERSION, type RemoteLinks, type RemoteModule, type RemoteNavEntry } from '@exchange/remote-contract';
import { BrandScope, CasinoIcon, LoadingBlock, getBrand } from '@exchange/shared-ui';
import { CASINO_TABLES } from '@exchange/betting';
import { BUILD_BRAND, lobbyOrderFor } from './brand';
import { casinoLineup, lobbyLineup, variant } from './lineup';
// The first path segments this remote owns: declared once, here; the runtime config's `remotePaths` is written from it.
import pathPrefixes from './pathPrefixes.json';

const CasinoLobbyPage = lazy(() => import('./features/lobby/CasinoLobbyPage'));
const CasinoTablePage = lazy(() => import('./features/table/CasinoTablePage'));
const CasinoBetsPage = lazy(() => import('./features/casinoBets/CasinoBetsPage'));
const ResultsReportPage = lazy(() => import('./features/results/ResultsReportPage'));
const FairnessPage = lazy(() => import('./features/fairness/FairnessPage'));

function Area({ children }: { children: ReactNode }) {
  const page = <Suspense fallback={<LoadingBlock />}>{children}</Suspense>;
  return BUILD_BRAND ? <BrandScope brand={getBrand(BUILD_BRAND)}>{page}</BrandScope> : page;
}

const lineup = casinoLineup();
const { navLabel, featured } = variant();

/** The casino in the shell's navigation (spec: second, after Cricket), and any featured table (sidebar only). */
const nav: RemoteNavEntry[] = [
  { label: navLabel, shortLabel: 'Casino', to: '/casino', icon: <CasinoIcon />, order: 200 },
  ...lineup
    .filter((table) => featured.includes(table.route))
    .map((table, i): RemoteNavEntry => ({
      label: table.name,
      to: `/main/${table.route}`,
      placement: ['sidebar'],
      order: 210 + i,
    })),
];

/** What the shell's screens open of this remote: a round's result (a settlement notice), for a table of this line-up. */
const links: RemoteLinks = {
  roundResult(gameId, roundId) {
    const offered = lineup.some((table) => table.gameId === gameId);
    const table = offered ? CASINO_TABLES.find((t) => t.gameId === gameId) : undefined;
    return table && `/reports/casinoresults/${table.gameId}/${table.shortName}?round=${encodeURIComponent(roundId)}`;
  },
};

const casino: RemoteModule = {
  contractVersion: process.env.REMOTE_CONTRACT_VERSION || CONTRACT_VERSION,
  name: 'casino',
  version: process.env.REMOTE_VERSION ?? 'unknown',
  ...(BUILD_BRAND ? { brand: BUILD_BRAND } : {}),
  routes: [
    {
      path: 'casino',
      title: 'Casino',
      element: (
        <Area>
          <CasinoLobbyPage tables={lobbyLineup(lobbyOrderFor(BUILD_BRAND))} />
        </Area>
      ),
    },
    ...lineup.map((table) => ({
      path: `main/${table.route}`,
      title: table.title,
      requiresAuth: true,
      element: (
        <Area>
          <CasinoTablePage route={table.route} />
        </Area>
      ),
    })),
    {
      path: 'casino/casino-bets',
      title: 'Casino',
      requiresAuth: true,
      element: (
        <Area>
          <CasinoBetsPage />
        </Area>
      ),
    },
    {
      path: 'reports/casinoresults/:gameId/:shortName',
      title: 'Casino',
      requiresAuth: true,
      element: (
        <Area>
          <ResultsReportPage />
        </Area>
      ),
    },
    {
      path: 'fairness',
      title: 'Fairness',
      requiresAuth: true,
      element: (
        <Area>
          <FairnessPage />
        </Area>
      ),
    },
  ],
  // Every /main page that is neither the shell's nor the sportsbook's is a table (or not found here).
  pathPrefixes,
  nav,
  links,
};

export default casino;
