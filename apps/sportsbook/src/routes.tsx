import { lazy, Suspense } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from '@exchange/shared-auth';
import { LoadingBlock } from '@exchange/shared-ui';

const CricketPage = lazy(() => import('./features/cricket/CricketPage'));

const sportsbook: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'sportsbook',
  version: '1.0.0',
  routes: [
    {
      path: 'cricket',
      title: 'Dashboard',
      element: (
        <Suspense fallback={<LoadingBlock />}>
          <CricketPage />
        </Suspense>
      ),
    },
  ],
  nav: [{ label: 'Cricket', to: '/cricket' }],
};

export default sportsbook;
