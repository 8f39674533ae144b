import type { ReactNode } from 'react';
import { CasinoIcon, CricketIcon, LedgerIcon, ProfileIcon } from './icons';

export type NavItem = {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Label under the icon in the bottom navigation, where space is short; `label` otherwise. */
  shortLabel?: string;
};

/** The spec's navigation. Logout is not an item: `Sidebar` and `BottomNav` add it last. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Cricket', to: '/cricket', icon: <CricketIcon />, shortLabel: 'Cricket' },
  { label: 'Casino', to: '/casino', icon: <CasinoIcon />, shortLabel: 'Casino' },
  { label: 'My Ledger', to: '/ledger', icon: <LedgerIcon />, shortLabel: 'Ledger' },
  { label: 'My Profile', to: '/profile', icon: <ProfileIcon />, shortLabel: 'Profile' },
];

/** An item is active on its own path and on the paths beneath it (/casino/casino-bets). */
export function isNavItemActive(to: string, activePath: string): boolean {
  const base = to.replace(/\/+$/, '');
  if (base === '') return activePath === '/';
  return activePath === base || activePath.startsWith(`${base}/`);
}
