import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { usePopupShown } from '../../shared/popup';

/**
 * Whether the change-password popup is shown: opened by the player, or demanded by the server
 * after a reset (then the player cannot close it), and only while logged in.
 */
export function useChangePasswordShown(): { shown: boolean; forced: boolean } {
  const open = usePopupShown('changePasswordPopOpen');
  const forced = useAppSelector((state) => accountSelectors.selectUserData(state)?.resetRequired ?? false);
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  return { shown: loggedIn && (open || forced), forced };
}
