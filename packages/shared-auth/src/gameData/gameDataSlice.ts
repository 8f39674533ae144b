import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountActions } from '../account/accountSlice';

export type Sport = 'cricket' | 'tennis' | 'soccer';

/** The bet the player is building in a slip (spec section 3, "Selected bet slip"). */
export type SelectedBet = {
  eventId: number;
  amount: number;
  marketId: string;
  marketType: 'bookMakerOdds' | 'fancyOdds' | 'matchOdds' | 'casino';
  marketName: string;
  type: 'back' | 'lay';
  isBookmaker: boolean;
  isFancy: boolean;
  isYesAndNo: boolean;
  selectedRate: number;
  selectedOdd: number;
  selectedId: number;
  runnerName: string;
  gameType: string;
  maxLimit: number;
  profit: number;
  loss: number;
};

export type GameDataState = {
  /** Which event's odds/settings the player is looking at, per sport. */
  openEvent: Record<Sport, number | null>;
  selectedBet: SelectedBet | null;
};

const initialState: GameDataState = {
  openEvent: { cricket: null, tennis: null, soccer: null },
  selectedBet: null,
};

export const gameDataSlice = createSlice({
  name: 'gameData',
  initialState,
  reducers: {
    eventOpened(state, action: PayloadAction<{ sport: Sport; eventId: number }>) {
      const { sport, eventId } = action.payload;
      // Changing game or event clears the selection (spec section 4).
      if (state.openEvent[sport] !== eventId) state.selectedBet = null;
      state.openEvent[sport] = eventId;
    },
    betSelected(state, action: PayloadAction<Partial<SelectedBet>>) {
      state.selectedBet = { ...(state.selectedBet ?? ({} as SelectedBet)), ...action.payload };
    },
    betCleared(state) {
      state.selectedBet = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountActions.loggedOut, () => initialState);
  },
  selectors: {
    selectSelectedBet: (state) => state.selectedBet,
    selectOpenEvent: (state, sport: Sport) => state.openEvent[sport],
  },
});

export const gameDataActions = gameDataSlice.actions;
export const gameDataSelectors = gameDataSlice.selectors;
