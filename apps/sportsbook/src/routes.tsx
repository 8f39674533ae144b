import { lazy, Suspense, type ReactNode } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from '@exchange/remote-contract';
import { CricketIcon, LoadingBlock } from '@exchange/shared-ui';
import preload, { loadMatchPage } from './preload';

const CricketPage = lazy(() => import('./features/cricket/CricketPage'));
const MatchPage = lazy(loadMatchPage);
const CompletedGamesPage = lazy(() => import('./features/completed/CompletedGamesPage'));
const CompletedDetailPage = lazy(() => import('./features/completed/CompletedDetailPage'));

const lazily = (element: ReactNode) => <Suspense fallback={<LoadingBlock />}>{element}</Suspense>;

const sportsbook: RemoteModule = {
  contractVersion: process.env.REMOTE_CONTRACT_VERSION || CONTRACT_VERSION,
  name: 'sportsbook',
  version: process.env.REMOTE_VERSION ?? 'unknown',
  routes: [
    { path: 'cricket', title: 'Dashboard', element: lazily(<CricketPage />) },
    { path: 'main/matches', title: 'Dashboard', element: lazily(<CricketPage />) },
    { path: 'game/:sport/:id', title: 'Dashboard', requiresAuth: true, element: lazily(<MatchPage />) },
    { path: 'complete-games', title: 'Complete Games', requiresAuth: true, element: lazily(<CompletedGamesPage />) },
    {
      path: 'complete_detail/:accountLogId',
      title: 'Complete Games',
      requiresAuth: true,
      element: lazily(<CompletedDetailPage />),
    },
  ],
  // 'main/matches' only: the rest of /main belongs to the casino and the shell.
  pathPrefixes: ['cricket', 'game', 'complete-games', 'complete_detail', 'main/matches'],
  // The spec's navigation: Cricket first, in the sidebar and the bottom navigation.
  nav: [{ label: 'Cricket', shortLabel: 'Cricket', to: '/cricket', icon: <CricketIcon />, order: 100 }],
  preload,
};

export default sportsbook;
