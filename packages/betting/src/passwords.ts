/** Password-change rules and the spec's messages (section 5), shared by the forms and the API. */
export const PASSWORD_LENGTH = 6;
export const FILL_ALL_FIELDS = 'Please fill all the fields';
export const PASSWORDS_DO_NOT_MATCH = 'Password and confirm password does not match';
export const SAME_AS_OLD = 'New password and old password cannot be same';
export const EXACTLY_SIX = 'Password must be exactly 6 characters long.';

export type PasswordChange = { oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * The first problem with a change-password form, or null. The page demands exactly 6 characters;
 * the profile modal (and the API) accept 6 or more, with the same message for fewer.
 */
export function passwordChangeProblem(form: PasswordChange, variant: 'page' | 'modal'): string | null {
  const { oldPassword, newPassword, confirmPassword } = form;
  if (!oldPassword || !newPassword || !confirmPassword) return FILL_ALL_FIELDS;
  if (newPassword !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (newPassword === oldPassword) return SAME_AS_OLD;
  const length = [...newPassword].length;
  if (variant === 'page' ? length !== PASSWORD_LENGTH : length < PASSWORD_LENGTH) return EXACTLY_SIX;
  return null;
}
