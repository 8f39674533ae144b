import { passwordChangeProblem, type PasswordChange } from '@exchange/account-rules';
import { errorText, isApiError } from '@exchange/shared-http';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { notify, useT } from '@exchange/shared-ui';
import { useLogout } from '../session';
import { passwordApi } from './passwordApi';

/** The profile modal waits 2 s before logging out, so the player can read the toast (spec section 4). */
export const MODAL_LOGOUT_DELAY_MS = 2000;

/** Validates, sends, toasts; on success logs out and goes to `/` so the player signs in again. */
export function useChangePassword(variant: 'page' | 'modal') {
  const logout = useLogout();
  const t = useT();
  const userId = useAppSelector((state) => accountSelectors.selectUserData(state)?.id);
  const [send, { isLoading }] = passwordApi.useChangePasswordMutation();

  async function submit(form: PasswordChange): Promise<boolean> {
    const problem = passwordChangeProblem(form, variant);
    if (problem) {
      notify.error(problem);
      return false;
    }
    if (userId === undefined) return false;
    const result = await send({
      oldPassword: form.oldPassword,
      newPassword: form.newPassword,
      ...(variant === 'modal' ? { uid: userId } : {}),
    });
    if ('error' in result) {
      notify.error(errorText(isApiError(result.error) ? result.error : undefined, t('msg.passwordNotChanged')));
      return false;
    }
    notify.success(t('msg.passwordChanged'));
    if (variant === 'modal') setTimeout(logout, MODAL_LOGOUT_DELAY_MS);
    else logout();
    return true;
  }

  return { submit, isLoading };
}
