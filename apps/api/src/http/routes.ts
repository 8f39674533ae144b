import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import type { SessionStore } from '../security/tokens';
import { bearerSecurity, requireAuth } from './auth';
import { errorResponses } from './envelope';

/**
 * A route's OpenAPI schema with its answers named: `answer` is the 200 body (an `Envelope(…)`),
 * `errors` the statuses it may refuse with; 500 is always added (`errorResponses`).
 */
export type RouteSchema = Omit<FastifySchema, 'response'> & { answer: TSchema; errors?: readonly number[] };

function schemaOf<S extends RouteSchema>({ answer, errors = [], ...schema }: S, ...always: number[]) {
  return { ...schema, response: { 200: answer as S['answer'], ...errorResponses(...always, ...errors) } };
}

/** A route's options from its schema alone: no sign-in, and an answer not shared between players. */
export function answering<S extends RouteSchema>(schema: S) {
  return { schema: schemaOf(schema) };
}

/**
 * A public read: the same answer for every player (odds, results, dashboards), so it gets an ETag
 * and a shared cache's second (`publicCache.ts`).
 */
export function publicRead<S extends RouteSchema>(schema: S) {
  return { config: { publicRead: true }, schema: schemaOf(schema) };
}

/**
 * The routes of signed-in players: each checks the bearer token first (401 without a live session,
 * so every such route lists it) and names the bearer security in OpenAPI.
 */
export function signedIn(sessions: SessionStore) {
  const preHandler = requireAuth(sessions);
  return <S extends RouteSchema>(schema: S) => ({
    preHandler,
    schema: { ...schemaOf(schema, 401), security: bearerSecurity },
  });
}

/** What `signedIn` gives: the options of one signed-in player's route from its schema. */
export type SignedIn = ReturnType<typeof signedIn>;
