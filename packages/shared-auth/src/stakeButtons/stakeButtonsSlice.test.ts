import { DEFAULT_STAKE_BUTTONS } from '@exchange/betting';
import { describe, expect, it } from 'vitest';
import { accountActions } from '../account/accountSlice';
import { createAppStore } from '../store/store';
import { BUTTON_VALUES_KEY, stakeButtonsActions, stakeButtonsSelectors } from './stakeButtonsSlice';

describe('stake buttons in the store', () => {
  it('takes the server presets, keeps them under localStorage "buttonValues", and restores them', () => {
    localStorage.clear();
    const store = createAppStore({ storage: localStorage });
    store.dispatch(
      stakeButtonsActions.stakeButtonsReceived({
        buttonName1: 'Tea',
        buttonValue1: 150,
        buttonNameCasino1: 'Lunch',
        buttonValueCasino1: 700,
      }),
    );
    expect(stakeButtonsSelectors.selectStakeButtons(store.getState(), 'sport')).toEqual([{ label: 'Tea', value: 150 }]);
    expect(JSON.parse(localStorage.getItem(BUTTON_VALUES_KEY)!).casino).toEqual([{ label: 'Lunch', value: 700 }]);
    expect(
      stakeButtonsSelectors.selectStakeButtons(createAppStore({ storage: localStorage }).getState(), 'casino'),
    ).toEqual([{ label: 'Lunch', value: 700 }]);
  });

  it('ignores a malformed server answer and falls back to the chips on logout', () => {
    localStorage.clear();
    const store = createAppStore({ storage: localStorage });
    store.dispatch(stakeButtonsActions.stakeButtonsReceived({ buttonName1: 'Zero', buttonValue1: 0 }));
    expect(store.getState().stakeButtons).toEqual(DEFAULT_STAKE_BUTTONS);
    store.dispatch(
      stakeButtonsActions.stakeButtonsReceived({
        buttonName1: 'A',
        buttonValue1: 5,
        buttonNameCasino1: 'B',
        buttonValueCasino1: 6,
      }),
    );
    store.dispatch(accountActions.loggedOut());
    expect(store.getState().stakeButtons).toEqual(DEFAULT_STAKE_BUTTONS);
  });

  it('treats tampered saved presets as the defaults', () => {
    localStorage.setItem(BUTTON_VALUES_KEY, '{"sport":[{"label":"x","value":-5}],"casino":[]}');
    expect(createAppStore({ storage: localStorage }).getState().stakeButtons).toEqual(DEFAULT_STAKE_BUTTONS);
  });
});
