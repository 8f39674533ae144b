import { myMarketBody, readMyMarkets } from './myMarketApi';

describe('the my-market call', () => {
  it("sends the spec's body: betStatus MATCHED, the side, the page, 100 a page, the search, sports only", () => {
    expect(myMarketBody({ betType: 'LAY', pageNumber: 2, search: 'India' })).toEqual({
      betStatus: 'MATCHED',
      betType: 'LAY',
      pageNumber: 2,
      pageSize: 100,
      search: 'India',
      sports: true,
    });
  });

  it('reads an answer of any other shape as an empty list', () => {
    expect(readMyMarkets({ code: 200, response: { markets: [{ eventName: 42 }], totalMarkets: 'many' } })).toEqual({
      markets: [],
      pageNumber: 0,
      pageSize: 100,
      totalMarkets: 0,
    });
    const good = { markets: [], pageNumber: 1, pageSize: 100, totalMarkets: 101 };
    expect(readMyMarkets({ code: 200, message: 'ok', response: good })).toEqual(good);
  });
});
