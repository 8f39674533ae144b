import type { RemoteName } from '@exchange/remote-contract';
import {
  HistoryIcon,
  KeyIcon,
  LedgerIcon,
  ProfileIcon,
  RulesIcon,
  StatementIcon,
  type NavItem,
} from '@exchange/shared-ui';
import { AREA_NAMES, navEntriesOf, type DeclaredNavEntry, type NavPlacement } from '../federation/remoteDeclarations';
import type { RemotesSnapshot } from '../federation/remoteRegistry';

/** The shell's own entries; the remotes' entries (Cricket 100, Casino 200 today) go around them by order. */
const SHELL_NAV: readonly DeclaredNavEntry[] = [
  {
    label: 'My Ledger',
    to: '/ledger',
    icon: <LedgerIcon />,
    shortLabel: 'Ledger',
    placement: ['sidebar', 'bottom'],
    order: 300,
  },
  // The settled-bet history and the statement: in the sidebar and the phone's menu, as the peers have them.
  { label: 'Complete Games', to: '/complete-games', icon: <HistoryIcon />, placement: ['sidebar'], order: 310 },
  { label: 'Account Statement', to: '/main/statement', icon: <StatementIcon />, placement: ['sidebar'], order: 320 },
  {
    label: 'My Profile',
    to: '/profile',
    icon: <ProfileIcon />,
    shortLabel: 'Profile',
    placement: ['sidebar', 'bottom'],
    order: 400,
  },
  // The account's own pages, as the peers' menus have them: every page is a tap away, not a typed path.
  { label: 'Change Password', to: '/main/changepassword', icon: <KeyIcon />, placement: ['sidebar'], order: 410 },
  { label: 'Rules', to: '/rules', icon: <RulesIcon />, placement: ['sidebar'], order: 420 },
];

/**
 * A remote that failed (down, or built for another contract) keeps one entry, so the player can
 * still reach its area and read why it is unavailable (with Retry): its name, to its first prefix.
 */
function fallbackEntry(name: RemoteName, configuredPaths: readonly string[]): DeclaredNavEntry {
  return {
    label: AREA_NAMES[name],
    to: `/${configuredPaths[0] ?? name}`,
    placement: ['sidebar', 'bottom'],
    order: 200,
  };
}

/**
 * The sidebar's or the bottom navigation's items: the shell's own and what each loaded remote
 * declares for that place, by order (ties keep config order, the shell's own last). A remote still
 * loading shows nothing yet rather than a guess. Logout is added by Sidebar and BottomNav.
 */
export function navItemsFor(place: NavPlacement, remotes: RemotesSnapshot): NavItem[] {
  const entries: DeclaredNavEntry[] = [];
  for (const { name, status, configuredPaths } of remotes.remotes) {
    if (status.state === 'loaded') entries.push(...navEntriesOf(status.module));
    else if (status.state === 'failed') entries.push(fallbackEntry(name, configuredPaths));
  }
  entries.push(...SHELL_NAV);
  const seen = new Set<string>();
  return entries
    .filter((entry) => entry.placement.includes(place))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .filter(({ entry }) => !seen.has(entry.to) && Boolean(seen.add(entry.to)))
    .map(({ entry }) => toNavItem(entry));
}

/**
 * The player's home, where the main menu, the welcome's Continue and a lost page lead: the first of
 * the remotes' entries in navigation order (the spec's Cricket), a failed remote's included (its page
 * says why, with Retry); the ledger when no remote is configured. Undefined while a remote still
 * loads, since it may declare an earlier entry.
 */
export function homePath(remotes: RemotesSnapshot): string | undefined {
  if (remotes.remotes.some(({ status }) => status.state === 'pending')) return undefined;
  const first = navItemsFor('sidebar', { remotes: remotes.remotes }).find(
    (item) => !SHELL_NAV.some((own) => own.to === item.to),
  );
  return first?.to ?? '/ledger';
}

function toNavItem({ label, to, shortLabel, icon }: DeclaredNavEntry): NavItem {
  return { label, to, ...(shortLabel ? { shortLabel } : {}), ...(icon ? { icon } : {}) };
}
