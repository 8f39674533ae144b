import type { ReactNode } from 'react';

/** One entry of the sidebar or the bottom navigation; the shell builds the list (its own routes and what the remotes declare). */
export type NavItem = {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Label under the icon in the bottom navigation, where space is short; `label` otherwise. */
  shortLabel?: string;
};

/** An item is active on its own path and on the paths beneath it (/casino/casino-bets). */
export function isNavItemActive(to: string, activePath: string): boolean {
  const base = to.replace(/\/+$/, '');
  if (base === '') return activePath === '/';
  return activePath === base || activePath.startsWith(`${base}/`);
}
