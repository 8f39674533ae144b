import { ApiError } from '../http/envelope';

/** Refusals every sport's markets give (cricket's bookmaker and sessions, any sport's Match Odds). */
export const MARKET_SUSPENDED = 'Market is suspended';
export const MARKET_CLOSED = 'Market is closed';
export const MATCH_NOT_FOUND = 'Match not found';

/** The match an id named; none is the 404 every route and market answers (MATCH_NOT_FOUND). */
export function foundMatch<M>(match: M | undefined): M {
  if (!match) throw ApiError.notFound(MATCH_NOT_FOUND);
  return match;
}
