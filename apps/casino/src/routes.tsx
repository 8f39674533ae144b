import { lazy, Suspense, type ReactNode } from 'react';
import { CASINO_TABLES } from '@exchange/betting';
import { CONTRACT_VERSION, type RemoteModule } from '@exchange/shared-auth';
import { BrandScope, LoadingBlock, getBrand } from '@exchange/shared-ui';
import { BUILD_BRAND, lobbyOrderFor } from './brand';

const CasinoLobbyPage = lazy(() => import('./features/lobby/CasinoLobbyPage'));
const CasinoTablePage = lazy(() => import('./features/table/CasinoTablePage'));
const CasinoBetsPage = lazy(() => import('./features/casinoBets/CasinoBetsPage'));
const ResultsReportPage = lazy(() => import('./features/results/ResultsReportPage'));

/** Header titles by path (spec section 2); Andar Bahar 2 is not in the spec's list. */
const TABLE_TITLES: Record<string, string> = {
  lucky7: 'Lucky 7',
  teen20: 'Teen Patti 20-20',
  dt20: 'Dragon Tiger',
  aaa: 'AAA',
  worli2: 'Worli Matka',
  dt202: 'Dragon Tiger 2',
  teen: 'Teen Patti One Day',
  'andar-bahar': 'Andar Bahar 2',
};

function Area({ children }: { children: ReactNode }) {
  const page = <Suspense fallback={<LoadingBlock />}>{children}</Suspense>;
  return BUILD_BRAND ? <BrandScope brand={getBrand(BUILD_BRAND)}>{page}</BrandScope> : page;
}

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
          <CasinoLobbyPage order={lobbyOrderFor(BUILD_BRAND)} />
        </Area>
      ),
    },
    ...CASINO_TABLES.map((table) => ({
      path: `main/${table.route}`,
      title: TABLE_TITLES[table.route] ?? table.name,
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
  ],
  nav: [{ label: 'Casino', to: '/casino' }],
};

export default casino;
