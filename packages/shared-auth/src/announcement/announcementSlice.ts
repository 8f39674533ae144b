import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const announcementSlice = createSlice({
  name: 'announcement',
  initialState: { text: '' },
  reducers: {
    announcementReceived(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
  },
  selectors: { selectAnnouncement: (state) => state.text },
});

export const announcementActions = announcementSlice.actions;
export const announcementSelectors = announcementSlice.selectors;
