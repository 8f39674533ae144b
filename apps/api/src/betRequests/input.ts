import { INVALID_AMOUNT, amountFieldProblem, isExactAmount } from '@exchange/betting';
import type { FastifySchemaValidationError } from 'fastify';
import { ApiError } from '../http/envelope';

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
