import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { slipProfitLoss } from '@exchange/betting';
import { accountActions } from '../account/accountSlice';

export type Sport = 'cricket' | 'tennis' | 'soccer';

/**
 * The bet the player is building in a slip (spec section 3, "Selected bet slip"). Its profit and
 * loss are derived from the stake and price by packages/betting when it is read (`selectSelectedBet`),
 * never stored beside them, so they cannot disagree with what the player typed.
 */
export type SelectedBet = SelectedBetTerms & { profit: number; loss: number };

/** What the store holds of a slip: what the player chose and typed. */
export type SelectedBetTerms = {
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
};

export type GameDataState = {
  /** Which event's odds/settings the player is looking at, per sport. */
  openEvent: Record<Sport, number | null>;
  selectedBet: SelectedBetTerms | null;
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
    betSelected(state, action: PayloadAction<Partial<SelectedBetTerms>>) {
      state.selectedBet = { ...(state.selectedBet ?? ({} as SelectedBetTerms)), ...action.payload };
    },
    betCleared(state) {
      state.selectedBet = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountActions.loggedOut, () => initialState);
  },
  selectors: {
    selectSelectedBet: createSelector([(state: GameDataState) => state.selectedBet], (terms): SelectedBet | null =>
      terms ? { ...terms, ...slipProfitLoss(terms) } : null,
    ),
    selectOpenEvent: (state, sport: Sport) => state.openEvent[sport],
  },
});

export const gameDataActions = gameDataSlice.actions;
export const gameDataSelectors = gameDataSlice.selectors;
