import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/** Decimal digits as a person writes them: no sign but '-', no leading zero, no exponent, no spaces. */
const INTEGER_TEXT = /^(?:0|-?[1-9][0-9]{0,15})$/;
const NUMBER_TEXT = /^-?(?:0|[1-9][0-9]{0,15})(?:\.[0-9]{1,15})?$/;

type PropertySchema = { type?: unknown; minimum?: unknown; maximum?: unknown };
type ObjectSchema = { properties?: Record<string, PropertySchema> };

function wholeNumberRule(key: string, schema: PropertySchema): string {
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && typeof maximum === 'number')
    return `${key} must be a whole number from ${minimum} to ${maximum}`;
  if (typeof minimum === 'number') return `${key} must be a whole number of at least ${minimum}`;
  return `${key} must be a whole number`;
}

/**
 * TypeBox converts path and query text to the declared numbers leniently ('2.5' and '2e0' become 2,
 * '0x10' 16, ' 2' and '+2' 2, '' 0), so another id would be used than the one asked for. Numbers in
 * a path or query must be written plainly, and a whole number is checked against its range here, so
 * the message names the field and nothing out of a column's range reaches the database.
 */
function checkNumbers(schema: unknown, values: unknown): void {
  const properties = (schema as ObjectSchema | undefined)?.properties;
  if (!properties || typeof values !== 'object' || values === null) return;
  for (const [key, property] of Object.entries(properties)) {
    const raw = (values as Record<string, unknown>)[key];
    if (raw === undefined || (property.type !== 'integer' && property.type !== 'number')) continue;
    for (const text of Array.isArray(raw) ? raw : [raw]) {
      if (typeof text !== 'string') continue;
      if (property.type === 'number') {
        if (!NUMBER_TEXT.test(text)) throw ApiError.badRequest(`${key} must be a number`);
        continue;
      }
      const value = Number(text);
      const { minimum, maximum } = property;
      const outOfRange =
        (typeof minimum === 'number' && value < minimum) || (typeof maximum === 'number' && value > maximum);
      if (!INTEGER_TEXT.test(text) || !Number.isSafeInteger(value) || outOfRange)
        throw ApiError.badRequest(wholeNumberRule(key, property));
    }
  }
}

/** The first string (or key) holding a NUL character, as a field path, or null. PostgreSQL refuses NUL in text. */
export function fieldWithNul(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const child = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return child;
        stack.push([item, child]);
      }
    }
  }
  return null;
}

function refuseNul(request: FastifyRequest): void {
  const field = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
  if (field !== null)
    throw ApiError.badRequest(`${field.replaceAll('\u0000', '\\0') || 'body'} must not contain a NUL character`);
}

/** Before schema validation on every route: NUL characters anywhere and loosely written numbers in paths and queries are a 400. */
export function installStrictInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNul(request);
    const schema = request.routeOptions.schema;
    checkNumbers(schema?.params, request.params);
    checkNumbers(schema?.querystring, request.query);
  });
}
