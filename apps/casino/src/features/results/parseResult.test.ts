import { fixtureBets, resultEnvelope } from './resultFixtures';
import { parseResultDetail } from './parseResult';

describe('a round’s result read against the contract', () => {
  it('leaves out, and logs, a line, row or bet that is read but still not what the contract promises; the rest stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const envelope = resultEnvelope(
      'teen20',
      [
        ['Player A', ['AS', 'KD', '3C'], true],
        ['Player B', ['2H', '5S', '9D']],
      ],
      [['Winner', ['Player A']]],
      {},
      [fixtureBets[0], { ...fixtureBets[1], id: -12 }, fixtureBets[2]],
      98,
    );
    envelope.response.casinoIndividualResultDTO.casinoCardResultMaps[1]!.id = 2.5;
    const read = parseResultDetail(envelope);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.round?.cardLines.map((l) => l.resultFor)).toEqual(['Player A']);
    expect(read.value.round?.resultRows).toEqual([{ id: 1, resultFor: 'Winner', result: ['Player A'] }]);
    expect(read.value.bets.map((b) => b.id)).toEqual([11, 13]);
    expect(read.value.totalProfitLoss).toBe(98);
    expect(warn).toHaveBeenCalledWith('[contract] result card lines: 1 row(s) left out (at 1)');
    expect(warn).toHaveBeenCalledWith('[contract] result bets: 1 row(s) left out (at 1)');
    warn.mockRestore();
  });
});
