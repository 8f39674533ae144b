import { CasinoIcon, CricketIcon, LedgerIcon, ProfileIcon } from './icons';
import type { NavItem } from './navItems';

/** Items for the Sidebar and BottomNav tests, shaped as the shell builds them for the spec's navigation. */
export const TEST_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Cricket', to: '/cricket', icon: <CricketIcon />, shortLabel: 'Cricket' },
  { label: 'Casino', to: '/casino', icon: <CasinoIcon />, shortLabel: 'Casino' },
  { label: 'My Ledger', to: '/ledger', icon: <LedgerIcon />, shortLabel: 'Ledger' },
  { label: 'My Profile', to: '/profile', icon: <ProfileIcon />, shortLabel: 'Profile' },
];
