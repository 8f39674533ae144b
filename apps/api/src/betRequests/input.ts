import { INVALID_AMOUNT, amountFieldProblem, isExactAmount } from '@exchange/betting';
import type { FastifySchemaValidationError } from 'fastify';
import { ApiError } from '../http/envelope';
import type { RouteSchema, SignedIn } from '../http/routes';

/** A bet is refused for its input or price, a player who may not bet, no such market, or a reused Idempotency-Key. */
const BET_REFUSALS = [400, 403, 404, 409];

/**
 * Schema errors of a bet route: anything wrong with the stake is the spec's 'Please enter a Valid
 * Amount' (section 5), whatever the schema found (text, negative, too large, missing); other fields
 * keep the validator's message, which names them.
 */
export function betSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  if (errors.some((e) => e.instancePath === '/amount' || (e.instancePath === '' && /amount/.test(e.message ?? ''))))
    return new Error(INVALID_AMOUNT);
  const first = errors[0];
  return new Error(`${dataVar}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`);
}

/**
 * The options of a route that places a bet or an order: a signed-in player's, refused as every bet
 * is, its body's schema errors told by `betSchemaErrors`.
 */
export function betRoute<S extends RouteSchema>(player: SignedIn, schema: S) {
  return { ...player({ ...schema, errors: BET_REFUSALS }), schemaErrorFormatter: betSchemaErrors };
}

/**
 * Every amount and rate a bet request carries beside its stake and its odds is exact too: profit
 * and loss (held to the booked rule, see quotedProfitLossProblem) and the rates echoed for display. Nothing is rounded on the way in.
 */
export function checkSideAmounts(
  body: Record<string, unknown>,
  amounts: readonly string[],
  rates: readonly string[] = [],
): void {
  for (const field of amounts) {
    const problem = amountFieldProblem(field, body[field]);
    if (problem) throw ApiError.badRequest(problem);
  }
  for (const field of rates) {
    const value = body[field];
    if (value !== undefined && !isExactAmount(value))
      throw ApiError.badRequest(`${field} must be a rate with at most two decimals`);
  }
}
