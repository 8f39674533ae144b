import { lastResultsOf } from './casinoApi';

describe('last results from the server', () => {
  it('keeps the rounds in order', () => {
    const rounds = [{ marketId: '2', mainWinner: 'D' }, { marketId: '1', mainWinner: 'T' }];
    expect(lastResultsOf({ code: 200, response: { casinoMarketHistoryResponseDTOS: rounds } })).toEqual(rounds);
  });

  it.each([[null], [{}], [{ response: null }], [{ response: { casinoMarketHistoryResponseDTOS: 'D,T' } }]])('a malformed answer (%j) is an empty strip, not a crash', (envelope) => {
    expect(lastResultsOf(envelope)).toEqual([]);
  });

  it('leaves out entries that are not rounds', () => {
    expect(lastResultsOf({ response: { casinoMarketHistoryResponseDTOS: [{ marketId: '1', mainWinner: 'D' }, { marketId: 2 }, 'x', null] } })).toEqual([{ marketId: '1', mainWinner: 'D' }]);
  });
});
