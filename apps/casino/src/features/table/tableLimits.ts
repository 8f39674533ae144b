import { hasOwnLimits, tableLimits } from '@exchange/betting';

/**
 * The limits a table page shows, from the one table of limits the API enforces (packages/betting):
 * the header's '| Min: 100 | Max: 300000' (spec section 2) with the table's own figures, and the
 * line above the board on tables with limits of their own (spec section 9, "Displayed limits").
 */
type Words = (english: string) => string;
const asIs: Words = (english) => english;

/** `words` puts 'Min' and 'Max' in the language on screen (the catalogue's `tx`). */
export function headerLimitsText(gameId: string, words: Words = asIs): string {
  const { min, max } = tableLimits(gameId);
  return `| ${words('Min')}: ${min} | ${words('Max')}: ${max}`;
}

export function boardLimitsText(gameId: string, words: Words = asIs): string | null {
  if (!hasOwnLimits(gameId)) return null;
  const { min, max } = tableLimits(gameId);
  return `${words('Min')}: ${min} ${words('Max')}: ${max}`;
}
