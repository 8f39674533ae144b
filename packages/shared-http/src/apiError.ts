/** What every call helper returns on failure instead of throwing (spec section 8). */
export type ApiError = {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The envelope's `code`, or the HTTP status when the body had none. */
  code: number;
  message: string;
  /** The envelope's `response`: for the login errors this is the text to toast. */
  response: unknown;
  /** The envelope's `error.description`. */
  description?: string;
};

type UntrustedErrorBody = { code?: unknown; message?: unknown; response?: unknown; error?: { description?: unknown } };

export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const env = (typeof body === 'object' && body !== null ? body : {}) as UntrustedErrorBody;
  const description = typeof env.error?.description === 'string' ? env.error.description : undefined;
  return {
    status,
    code: typeof env.code === 'number' ? env.code : status,
    message: typeof env.message === 'string' ? env.message : fallbackMessage,
    response: env.response ?? null,
    ...(description ? { description } : {}),
  };
}

/** The human text of an error: the server's words where it gave some, else the fallback. */
export function errorText(error: ApiError | undefined, fallback: string): string {
  if (!error) return fallback;
  if (typeof error.response === 'string' && error.response) return error.response;
  return error.description ?? fallback;
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiError).status === 'number' &&
    typeof (error as ApiError).code === 'number'
  );
}
