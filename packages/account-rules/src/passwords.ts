/** Password-change rules and the spec's messages (section 5), shared by the forms and the API. */
export const PASSWORD_LENGTH = 6;
export const FILL_ALL_FIELDS = 'Please fill all the fields';
export const PASSWORDS_DO_NOT_MATCH = 'Password and confirm password does not match';
export const SAME_AS_OLD = 'New password and old password cannot be same';
export const EXACTLY_SIX = 'Password must be exactly 6 characters long.';
/** bcrypt reads only the first 72 bytes, so a longer password would be cut short without a word. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG = `Password may be at most ${PASSWORD_MAX_BYTES} bytes long (fewer characters with accents or emoji).`;

/** Which form asks: the Change Password page or the profile page's modal (spec section 5). */
export type PasswordChangeVariant = 'page' | 'modal';

/** The length rule for a new password: exactly 6 characters on the page, 6 or more in the modal. */
export function newPasswordProblem(newPassword: string, variant: PasswordChangeVariant): string | null {
  const length = [...newPassword].length;
  if (variant === 'page' ? length !== PASSWORD_LENGTH : length < PASSWORD_LENGTH) return EXACTLY_SIX;
  if (new TextEncoder().encode(newPassword).length > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG;
  return null;
}

export type PasswordChange = { oldPassword: string; newPassword: string; confirmPassword: string };

/** The first problem with a change-password form, or null; the API applies newPasswordProblem to the same variant. */
export function passwordChangeProblem(form: PasswordChange, variant: PasswordChangeVariant): string | null {
  const { oldPassword, newPassword, confirmPassword } = form;
  if (!oldPassword || !newPassword || !confirmPassword) return FILL_ALL_FIELDS;
  if (newPassword !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (newPassword === oldPassword) return SAME_AS_OLD;
  return newPasswordProblem(newPassword, variant);
}
