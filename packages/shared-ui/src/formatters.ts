import { formatAmount, walletBalance } from '@exchange/betting';
import dayjs from 'dayjs';

export { formatAmount };

const USER_NAME_CHARS = 8;

/**
 * The header's user label. Spec: "username (text after first space, first 8 chars, with the
 * part before the space in brackets)": 'C1001 Ravi' → 'Ravi (C1001)'.
 */
export function formatUserLabel(username?: string | null): string {
  const trimmed = username?.trim() ?? '';
  const space = trimmed.indexOf(' ');
  if (space < 0) return trimmed;
  const code = trimmed.slice(0, space);
  const name = trimmed
    .slice(space + 1)
    .trim()
    .slice(0, USER_NAME_CHARS);
  return `${name} (${code})`;
}

/** Cricket event times, in local time: 'DD-MM-YYYY, h:mm A'. Empty for a missing or bad date. */
export function formatEventTime(iso?: string | null): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.format('DD-MM-YYYY, h:mm A') : '';
}

/**
 * The header's wallet figure: balance plus liability (liability is zero or negative, the money
 * at risk), summed in integer paise so no binary-float residue reaches the screen.
 */
export function formatWallet(balance: number, liability: number): string {
  return formatAmount(walletBalance(balance, liability));
}
