import { useEffect } from 'react';
import { accountSelectors, stakeButtonsActions, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { stakeButtonsApi } from './stakeButtonsApi';

/** Loads the player's presets once logged in; every slip reads them from the shared store. */
export function useStakeButtonsSync(): void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { data } = stakeButtonsApi.useGetStakeButtonsQuery(undefined, { skip: !loggedIn });
  useEffect(() => {
    if (data) dispatch(stakeButtonsActions.stakeButtonsReceived(data));
  }, [data, dispatch]);
}
