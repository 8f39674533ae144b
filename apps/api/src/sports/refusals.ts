/** Refusals every sport's markets give (cricket's bookmaker and sessions, any sport's Match Odds). */
export const MARKET_SUSPENDED = 'Market is suspended';
export const MARKET_CLOSED = 'Market is closed';
export const MATCH_NOT_FOUND = 'Match not found';
