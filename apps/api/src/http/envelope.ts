import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope, type ErrorBody } from '@exchange/contracts/envelope';

const statusMessages: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal server error',
};

const toastedStatuses = new Set([401, 403, 429]);

export const SESSION_EXPIRED = 'Session expired, please log in again';
const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Response schemas for the error statuses a route can answer with (500 is always added). */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorEnvelope> {
  const out: Record<number, typeof ErrorEnvelope> = {};
  for (const code of [...codes, 500]) out[code] = ErrorEnvelope;
  return out;
}

export function ok<T>(response: T, message = 'Success') {
  return { code: 200, message, response };
}

/** An expected failure with a message fit for the player; thrown by services and hooks. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly response: string | null = toastedStatuses.has(statusCode) ? description : null,
  ) {
    super(description);
    this.name = 'ApiError';
  }

  static badRequest(description: string): ApiError {
    return new ApiError(400, description);
  }

  static unauthorized(text = SESSION_EXPIRED): ApiError {
    return new ApiError(401, text);
  }

  static forbidden(description: string): ApiError {
    return new ApiError(403, description);
  }

  static notFound(description: string): ApiError {
    return new ApiError(404, description);
  }
}

export function errorBody(code: number, description: string, response?: string | null): ErrorBody {
  return {
    code,
    message: statusMessages[code] ?? (code >= 500 ? statusMessages[500]! : 'Request failed'),
    response: response === undefined ? (toastedStatuses.has(code) ? description : null) : response,
    error: { description },
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : undefined;
}

/** Maps anything thrown to an envelope; client mistakes keep their message, server faults never leak. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) return errorBody(error.statusCode, error.description, error.response);
  const status = statusOf(error);
  if (status !== undefined && status < 500 && error instanceof Error) return errorBody(status, error.message);
  return errorBody(500, SOMETHING_WENT_WRONG, SOMETHING_WENT_WRONG);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.code >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.code).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
