import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_STAKE_BUTTONS,
  stakeButtonsFromWire,
  stakeButtonsProblem,
  type StakeButtons,
  type StakeGroup,
} from '@exchange/betting';
import { accountActions } from '../account/accountSlice';

/** localStorage key beside `state`, as the spec names it. */
export const BUTTON_VALUES_KEY = 'buttonValues';

export function loadButtonValues(storage: Storage | undefined): StakeButtons {
  try {
    const raw = storage?.getItem(BUTTON_VALUES_KEY);
    if (!raw) return DEFAULT_STAKE_BUTTONS;
    const parsed = JSON.parse(raw) as StakeButtons;
    return stakeButtonsProblem(parsed) === null ? parsed : DEFAULT_STAKE_BUTTONS;
  } catch {
    return DEFAULT_STAKE_BUTTONS;
  }
}

export function saveButtonValues(storage: Storage | undefined, buttons: StakeButtons): void {
  try {
    storage?.setItem(BUTTON_VALUES_KEY, JSON.stringify(buttons));
  } catch {
    // A full or blocked storage only costs the presets on the next load.
  }
}

/** The player's stake presets used by every bet slip; loaded from client-button2 after login. */
export const stakeButtonsSlice = createSlice({
  name: 'stakeButtons',
  initialState: DEFAULT_STAKE_BUTTONS,
  reducers: {
    /** From the server's wire shape; a malformed answer keeps what the player had. */
    stakeButtonsReceived(state, action: PayloadAction<Record<string, unknown>>) {
      return stakeButtonsFromWire(action.payload).buttons ?? state;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountActions.loggedOut, () => DEFAULT_STAKE_BUTTONS);
  },
  selectors: {
    selectStakeButtons: (state, group: StakeGroup) => state[group],
  },
});

export const stakeButtonsActions = stakeButtonsSlice.actions;
export const stakeButtonsSelectors = stakeButtonsSlice.selectors;
export type { StakeButtons, StakeGroup };
