/** Header titles by path prefix (spec section 2), matched segment by segment. */
const TITLES: Record<string, string> = {
  cricket: 'Dashboard',
  statement: 'Account Statement',
  ledger: 'Ledger',
  changepassword: 'Change Password',
  profile: 'My Profile',
  confirm: 'Confirm',
  'complete-games': 'Complete Games',
  casino: 'Casino',
  lucky7: 'Lucky 7',
  teen20: 'Teen Patti 20-20',
  dt20: 'Dragon Tiger',
  aaa: 'AAA',
  worli2: 'Worli Matka',
  dt202: 'Dragon Tiger 2',
  teen: 'Teen Patti One Day',
  // Not in the spec's table (docs/decisions.md): a player on these pages should not read 'Dashboard'.
  'andar-bahar': 'Andar Bahar 2',
  complete_detail: 'Complete Games',
};

const KEYS_LONGEST_FIRST = Object.keys(TITLES).sort((a, b) => b.length - a.length);

export const DEFAULT_TITLE = 'Dashboard';

export function headerTitle(pathname: string): string {
  for (const segment of pathname.split('/').filter(Boolean)) {
    const exact = TITLES[segment];
    if (exact) return exact;
    const prefix = KEYS_LONGEST_FIRST.find((key) => segment.startsWith(key));
    if (prefix) return TITLES[prefix]!;
  }
  return DEFAULT_TITLE;
}

/** Header, bar and sidebar are hidden on /confirm and on the lottery table pages. */
export function isFramelessPath(pathname: string): boolean {
  return pathname === '/confirm' || pathname.startsWith('/confirm/') || pathname.startsWith('/lottery/casino_tables/1');
}
