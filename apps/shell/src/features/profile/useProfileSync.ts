import { useEffect } from 'react';
import { isApiError } from '@exchange/shared-http';
import { accountActions, accountSelectors, signOut, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { PROFILE_POLL_MS, profileApi } from './profileApi';

/**
 * Keeps the header's wallet current from the 3 s profile poll. A profile call that answers with
 * anything but 200 logs the player out (spec section 4); an unreachable server does not.
 */
export function useProfileSync(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => accountSelectors.selectUserData(state)?.id);
  useQuietPoll(profileApi.endpoints.getProfile, userId ?? 0, PROFILE_POLL_MS, { skip: userId === undefined });
  const { data, error } = profileApi.useGetProfileQuery(userId ?? 0, {
    skip: userId === undefined,
    // Only the answer and the error: a poll's fetching flags would re-render the session root (and its dialogs) twice a poll.
    selectFromResult: ({ data, error }) => ({ data, error }),
  });

  useEffect(() => {
    if (data) dispatch(accountActions.walletUpdated({ balance: data.balance, liability: data.liability }));
  }, [data, dispatch]);

  useEffect(() => {
    if (isApiError(error) && error.status !== 0) dispatch(signOut());
  }, [error, dispatch]);
}
