import { Type, type Static, type TSchema } from '@exchange/typebox-kit';

/**
 * Every answer is `{ code, message, response, error? }` and the HTTP status equals `code`, because
 * the client reads `code`, `response` and `error.description` from the body (spec section 8).
 */
export function Envelope<T extends TSchema>(response: T) {
  return Type.Object({
    code: Type.Integer(),
    message: Type.String(),
    response,
    error: Type.Optional(Type.Object({ description: Type.String() })),
  });
}

// On errors `response` carries the human text for the statuses the client toasts from it
// (401, 403, 429, 5xx) and is null where `error.description` says what was wrong (400, 404).
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  response: Type.Union([Type.String(), Type.Null()]),
  error: Type.Object({ description: Type.String() }),
});
export type ErrorBody = Static<typeof ErrorEnvelope>;

/** `GET /health`. */
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });

/** Answers that carry nothing (sign-out, password change). */
export const NoContent = Type.Null();
