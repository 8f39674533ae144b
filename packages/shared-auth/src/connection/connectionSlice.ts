import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the API can be reached, as the last answer (or its absence) said. Every request of every
 * app goes through the one HTTP client, which reports here; the frame shows the 'offline — retrying'
 * bar while it is false. The polls keep running, so the first answer that gets through clears it.
 */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: { apiReachable: true },
  reducers: {
    reachabilityChanged(state, action: PayloadAction<boolean>) {
      state.apiReachable = action.payload;
    },
  },
  selectors: { selectApiReachable: (state) => state.apiReachable },
});

export const connectionActions = connectionSlice.actions;
export const connectionSelectors = connectionSlice.selectors;
