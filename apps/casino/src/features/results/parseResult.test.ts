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
    expect(warn).toHaveBeenCalledWith(
      '[contract] casino result.casinoIndividualResultDTO.casinoCardResultMaps: 1 row(s) left out (at 1)',
    );
    expect(warn).toHaveBeenCalledWith('[contract] casino result.betResponseDTOList: 1 row(s) left out (at 1)');
    warn.mockRestore();
  });

  it('reads what the spec sends in another form: a market id as a number, a row of one value, a side without its win', () => {
    const envelope = resultEnvelope('LUCKY7', [['Card', ['7H'], true]], [['Winner', ['Low Card']]]);
    const dto = envelope.response.casinoIndividualResultDTO as Record<string, unknown>;
    dto.marketId = 987;
    dto.casinoIndividualResultMaps = [{ id: 1, resultFor: 'Winner', result: 'Low Card' }];
    dto.casinoCardResultMaps = [{ id: 1, resultFor: 'Card', result: ['7H'] }];
    const read = parseResultDetail(envelope);
    expect(read.ok && read.value.round).toMatchObject({
      marketId: '987',
      resultRows: [{ id: 1, resultFor: 'Winner', result: ['Low Card'] }],
      cardLines: [{ id: 1, resultFor: 'Card', cards: ['7H'], isWinning: false }],
      cricket: null,
    });
  });

  it('reads a cricket round over by over, and a bet’s side from its rates', () => {
    const over = { over: 20, run1: '1', run2: 4, run3: 'W', runsPerOver: 5, score: '182/6' };
    const envelope = resultEnvelope('SUPEROVER', [], [], { casinoCricketResultDTO: { team1: [over], team2: [] } }, [
      fixtureBets[1],
    ]);
    const read = parseResultDetail(envelope);
    expect(read.ok && read.value.round?.cricket).toEqual({
      team1: [{ over: '20', balls: ['1', '4', 'W', '', '', ''], runsPerOver: '5', score: '182/6' }],
      team2: [],
    });
    expect(read.ok && read.value.bets[0]).toMatchObject({ id: 12, isLay: true, rate: 2.02 });
  });

  it('reads the innings sent beside the round, a rate under its other name, a line without an id, no total as 0', () => {
    const over = { over: '1', run1: 6 };
    const { layRate: _layRate, ...layBet } = { ...fixtureBets[1]!, lay: 2.5 };
    const envelope = resultEnvelope('SUPEROVER', [['Card', ['7H'], true]], [], {}, [layBet]);
    const body = envelope.response as Record<string, unknown>;
    body.casinoCricketResultDTO = { team1: [over], team2: [over] };
    delete body.totalProfitLoss;
    delete (envelope.response.casinoIndividualResultDTO.casinoCardResultMaps[0] as { id?: number }).id;
    const read = parseResultDetail(envelope);
    expect(read.ok && read.value.round?.cricket?.team2).toEqual([
      { over: '1', balls: ['6', '', '', '', '', ''], runsPerOver: '', score: '' },
    ]);
    expect(read.ok && read.value.round?.cardLines).toEqual([
      { id: 0, resultFor: 'Card', cards: ['7H'], isWinning: true },
    ]);
    expect(read.ok && read.value.bets[0]).toMatchObject({ id: 12, isLay: true, rate: 2.5 });
    expect(read.ok && read.value.totalProfitLoss).toBe(0);
  });

  it('leaves out a bet without an amount, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { amount: _amount, ...noAmount } = fixtureBets[0]!;
    const read = parseResultDetail(resultEnvelope('TEEN', [], [], {}, [noAmount, fixtureBets[1]]));
    expect(read.ok && read.value.bets.map((b) => b.id)).toEqual([12]);
    expect(warn).toHaveBeenCalledWith('[contract] casino result.betResponseDTOList: 1 row(s) left out (at 0)');
    warn.mockRestore();
  });
});
