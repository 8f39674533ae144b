import {
  accountActions,
  accountSelectors,
  useAppDispatch,
  useAppSelector,
  type PopupName,
} from '@exchange/shared-auth';

/** Whether a popup is shown: its flag in the store, which any app may set (the login, stake buttons, my market). */
export function usePopupShown(popup: PopupName): boolean {
  return useAppSelector((state) => accountSelectors.selectPopup(state, popup));
}

/** A popup's flag and how to close it, for the popup itself. */
export function usePopup(popup: PopupName): { open: boolean; close: () => void } {
  const dispatch = useAppDispatch();
  return { open: usePopupShown(popup), close: () => dispatch(accountActions.popupToggled({ popup, open: false })) };
}
