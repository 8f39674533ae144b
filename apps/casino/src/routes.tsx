import { lazy, Suspense, type ReactNode } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from '@exchange/shared-auth';
import { BrandScope, LoadingBlock, getBrand } from '@exchange/shared-ui';
import { BUILD_BRAND, lobbyOrderFor } from './brand';

const CasinoLobbyPage = lazy(() => import('./features/lobby/CasinoLobbyPage'));

function Area({ children }: { children: ReactNode }) {
  const page = <Suspense fallback={<LoadingBlock />}>{children}</Suspense>;
  return BUILD_BRAND ? <BrandScope brand={getBrand(BUILD_BRAND)}>{page}</BrandScope> : page;
}

const casino: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'casino',
  version: '1.0.0',
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
  ],
  nav: [{ label: 'Casino', to: '/casino' }],
};

export default casino;
