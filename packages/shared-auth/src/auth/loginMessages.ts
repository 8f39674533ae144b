import { LOGIN_FAILED, LOGIN_GENERIC } from '@exchange/account-rules';
import type { ApiError } from '@exchange/shared-http';

/** The login error catalogue (spec section 8), keyed by the envelope's code. */
export function loginErrorMessage(error: ApiError): string {
  if (error.status === 0) return LOGIN_FAILED;
  const responseText = typeof error.response === 'string' && error.response ? error.response : null;
  switch (error.code) {
    case 500:
    case 401:
      return responseText ?? LOGIN_GENERIC;
    case 403:
      return error.description ?? LOGIN_GENERIC;
    default:
      return LOGIN_GENERIC;
  }
}
