import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/store';
import { gameDataActions, gameDataSelectors, type SelectedBetTerms } from './gameDataSlice';

const bookmakerBack: SelectedBetTerms = {
  eventId: 1,
  amount: 1000,
  marketId: '1-BM',
  marketType: 'bookMakerOdds',
  marketName: 'BOOKMAKER_ODDS_1',
  type: 'back',
  isBookmaker: true,
  isFancy: false,
  isYesAndNo: false,
  selectedRate: 85,
  selectedOdd: 85,
  selectedId: 11,
  runnerName: 'India',
  gameType: 'MATCH',
  maxLimit: 200000,
};

describe('the selected bet: profit and loss are derived, not stored', () => {
  it('follow the amount the player types, and are never written into the store', () => {
    const store = createAppStore();
    store.dispatch(gameDataActions.betSelected(bookmakerBack));
    expect(gameDataSelectors.selectSelectedBet(store.getState())).toMatchObject({
      amount: 1000,
      profit: 850,
      loss: 1000,
    });
    store.dispatch(gameDataActions.betSelected({ amount: 200 }));
    expect(gameDataSelectors.selectSelectedBet(store.getState())).toMatchObject({
      amount: 200,
      profit: 170,
      loss: 200,
    });
    expect(store.getState().gameData.selectedBet).not.toHaveProperty('profit');
    expect(store.getState().gameData.selectedBet).not.toHaveProperty('loss');
  });

  it('reads the same object while nothing changed, so a slip does not re-render on every poll', () => {
    const store = createAppStore();
    store.dispatch(gameDataActions.eventOpened({ sport: 'cricket', eventId: 1 }));
    store.dispatch(gameDataActions.betSelected(bookmakerBack));
    const first = gameDataSelectors.selectSelectedBet(store.getState());
    // The same match opened again (a poll's re-render) leaves the slip as it was.
    store.dispatch(gameDataActions.eventOpened({ sport: 'cricket', eventId: 1 }));
    expect(store.getState().gameData.openEvent.cricket).toBe(1);
    expect(gameDataSelectors.selectSelectedBet(store.getState())).toBe(first);
  });
});
