export const TEAM_MAX = 200_000;
export const SESSION_MAX = 50_000;

/**
 * Stake limits of every match (spec section 3, match settings), in rupees: Match Odds of any sport
 * take the match's, cricket's bookmaker and sessions their own.
 */
export const MATCH_LIMITS = {
  minStack: 100,
  maxStack: TEAM_MAX,
  bookmakerMinStack: 100,
  bookmakerMaxStack: TEAM_MAX,
  sessionMinStack: 100,
  sessionMaxStack: SESSION_MAX,
} as const;
