import { lazy, Suspense, type ReactNode } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from '@exchange/remote-contract';
import { CricketIcon, LoadingBlock, SoccerIcon, TennisIcon } from '@exchange/shared-ui';
import preload, { loadMatchPage } from './preload';
// The first path segments this remote owns: declared once, here; the runtime config's `remotePaths` is written from it.
import pathPrefixes from './pathPrefixes.json';

const CricketPage = lazy(() => import('./features/cricket/CricketPage'));
const SportListPage = lazy(() => import('./features/cricket/SportListPage'));
const MatchPage = lazy(loadMatchPage);

const lazily = (element: ReactNode) => <Suspense fallback={<LoadingBlock />}>{element}</Suspense>;

const sportsbook: RemoteModule = {
  contractVersion: process.env.REMOTE_CONTRACT_VERSION || CONTRACT_VERSION,
  name: 'sportsbook',
  version: process.env.REMOTE_VERSION ?? 'unknown',
  routes: [
    { path: 'cricket', title: 'Dashboard', element: lazily(<CricketPage />) },
    { path: 'main/matches', title: 'Dashboard', element: lazily(<CricketPage />) },
    { path: 'tennis', title: 'Tennis', element: lazily(<SportListPage sport="tennis" />) },
    { path: 'soccer', title: 'Soccer', element: lazily(<SportListPage sport="soccer" />) },
    { path: 'game/:sport/:id', title: 'Dashboard', requiresAuth: true, element: lazily(<MatchPage />) },
  ],
  // 'main/matches' only: the rest of /main belongs to the casino and the shell.
  pathPrefixes,
  // What the shell's screens open of this remote (My Market's rows), so the shell names none of its paths.
  links: { match: (sport, eventId) => `/game/${encodeURIComponent(sport)}/${eventId}` },
  // The spec's navigation: Cricket first, in the sidebar and the bottom navigation.
  // Tennis and soccer (issue 15) in the sidebar only: the phone's bottom bar keeps its four entries.
  nav: [
    { label: 'Cricket', shortLabel: 'Cricket', to: '/cricket', icon: <CricketIcon />, order: 100 },
    { label: 'Tennis', to: '/tennis', icon: <TennisIcon />, placement: ['sidebar'], order: 110 },
    { label: 'Soccer', to: '/soccer', icon: <SoccerIcon />, placement: ['sidebar'], order: 120 },
  ],
  preload,
};

export default sportsbook;
