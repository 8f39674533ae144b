import { INVALID_ODD } from '@exchange/betting';
import { slipProfitLoss } from '@exchange/betting';
import { createAppStore, gameDataActions, gameDataSelectors, type SelectedBetTerms } from '@exchange/shared-auth';
import { selectionFor } from './useTableSelection';

const casino = (isBack: boolean, odds: number, amount: number) =>
  slipProfitLoss({
    marketType: 'casino',
    type: isBack ? 'back' : 'lay',
    isFancy: false,
    selectedRate: odds,
    selectedOdd: odds,
    amount,
  });

describe('casino slip arithmetic', () => {
  it('back: profit (odds - 1) x stake, loss stake; lay reversed (spec section 9)', () => {
    expect(casino(true, 1.98, 500)).toEqual({ profit: 490, loss: 500 });
    expect(casino(false, 2.17, 200)).toEqual({ profit: 200, loss: 234 });
    expect(casino(true, 0, 200)).toEqual({ profit: 0, loss: 0 });
  });

  it('a selected odd of 0 is not set', () => {
    expect(selectionFor('AAA', 'm1', { runnerName: 'Even', selectionId: 4, back1: 2.12, lay1: 0 }, 'lay')).toBe(
      INVALID_ODD,
    );
  });

  it('a selection starts at the default casino stake with its profit and loss', () => {
    const store = createAppStore();
    store.dispatch(
      gameDataActions.betSelected(
        selectionFor(
          'AAA',
          'm1',
          { runnerName: 'Amar', selectionId: 1, back1: 2.12, lay1: 2.17 },
          'lay',
        ) as SelectedBetTerms,
      ),
    );
    expect(gameDataSelectors.selectSelectedBet(store.getState())).toMatchObject({
      marketType: 'casino',
      runnerName: 'Amar',
      selectedId: 1,
      selectedOdd: 2.17,
      type: 'lay',
      amount: 100,
      profit: 100,
      loss: 117,
    });
  });
});
