import { CASINO_TABLES, dealRound, resultSummary } from '@exchange/betting';
import { TableEngine } from './engine';
import { lucky7RoundData } from './snapshots';

const lucky7 = CASINO_TABLES.find((t) => t.gameId === 'LUCKY7')!;
const table = () =>
  new TableEngine(
    lucky7,
    async () => undefined,
    () => undefined,
  );

describe("Lucky 7's data for a round", () => {
  it('has no card while bets are taken', () => {
    const e = table();
    expect(lucky7RoundData(e, e.round.marketId)).toEqual({
      marketId: e.round.marketId,
      phase: 'BETTING',
      card: null,
      results: [],
    });
  });

  it('gives the dealt card and what it decided once the round closes', async () => {
    const e = table();
    const { marketId, seed } = e.round;
    await e.close();
    const card = dealRound('LUCKY7', seed).cards.card![0]!;
    const data = lucky7RoundData(e, marketId);
    expect(data).toMatchObject({ marketId, phase: 'RESULT', card });
    expect(data.results).toEqual(resultSummary('LUCKY7', { card: [card] }));
    expect(data.results[0]!.resultFor).toBe('Winner');
  });

  it('reads a round no longer on the table as CLOSED, without its card', async () => {
    const e = table();
    const { marketId } = e.round;
    await e.close(true);
    expect(lucky7RoundData(e, marketId)).toEqual({ marketId, phase: 'CLOSED', card: null, results: [] });
  });
});
