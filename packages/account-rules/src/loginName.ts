/** The login's own refusals (spec sections 5 and 8); the API's answers are read by shared-auth's loginErrorMessage. */
export const TERMS_REQUIRED = 'Please agree to the terms and conditions';
export const LOGIN_FAILED = 'Login failed';
export const LOGIN_GENERIC = 'Something went wrong or Account is not active';

/**
 * The login field shows a fixed leading C; the player types the rest. The name sent is C plus the
 * typed code with hyphens removed (spec section 5). A C the player typed anyway is not doubled.
 */
export function buildLoginUsername(typed: string): string {
  const code = typed.trim().replace(/-/g, '').replace(/^c/i, '');
  return `C${code}`;
}

/** Whether a typed code can be sent at all: letters and digits only once the C is added. */
export function isPlausibleUsername(typed: string): boolean {
  return /^C[A-Za-z0-9]{1,20}$/.test(buildLoginUsername(typed));
}
