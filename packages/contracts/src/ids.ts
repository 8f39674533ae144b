import { Type } from '@exchange/typebox-kit';

/** Every id the API hands out is a PostgreSQL `integer` key: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/**
 * The one schema for an id in a path, a query or a body. In paths and queries the text itself must
 * be plain decimal digits without a sign or a leading zero (the API's `strictInput` refuses `2.5`,
 * `2e0`, `0x10`, `+2`, `02`, ` 2` and empty before TypeBox would convert them); the range refuses
 * `2147483648` before it reaches the database.
 */
export const Id = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...(description ? { description } : {}) });

/** `/:id` of a route. */
export const IdParams = Type.Object({ id: Id() });
