import { render, screen } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { useQuietPoll } from '@exchange/live-data';
import { casinoApi, useCasinoOddsQuery, useLucky7RoundDataQuery } from '../casinoApi';
import { Lucky7Round } from './Lucky7Round';

vi.mock('../casinoApi', () => ({
  POLL: { odds: 800, lucky7Data: 2000 },
  useCasinoOddsQuery: vi.fn(),
  useLucky7RoundDataQuery: vi.fn(),
  casinoApi: { endpoints: { casinoOdds: { name: 'casinoOdds' }, lucky7RoundData: { name: 'lucky7RoundData' } } },
}));
vi.mock('@exchange/live-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/live-data')>()),
  useQuietPoll: vi.fn(),
}));

const setRound = (marketId: string | undefined, currentData: unknown) => {
  vi.mocked(useCasinoOddsQuery).mockReturnValue({ marketId } as unknown as ReturnType<typeof useCasinoOddsQuery>);
  vi.mocked(useLucky7RoundDataQuery).mockReturnValue({ currentData } as unknown as ReturnType<
    typeof useLucky7RoundDataQuery
  >);
};
const panel = () =>
  render(
    <UiProvider>
      <Lucky7Round gameId="LUCKY7" />
    </UiProvider>,
  );

describe('Lucky 7 round data', () => {
  it("polls the current round's data every 2 s, and nothing before a round is known", () => {
    setRound('900', undefined);
    panel();
    expect(useLucky7RoundDataQuery).toHaveBeenLastCalledWith('900', {
      skip: false,
      selectFromResult: expect.any(Function),
    });
    expect(useQuietPoll).toHaveBeenLastCalledWith(casinoApi.endpoints.lucky7RoundData, '900', 2000, { skip: false });
    setRound(undefined, undefined);
    panel();
    expect(useLucky7RoundDataQuery).toHaveBeenLastCalledWith('', {
      skip: true,
      selectFromResult: expect.any(Function),
    });
    expect(useQuietPoll).toHaveBeenLastCalledWith(casinoApi.endpoints.lucky7RoundData, '', 2000, { skip: true });
  });

  it('waits for the card while bets are taken', () => {
    setRound('900', { marketId: '900', phase: 'BETTING', card: null, results: [] });
    panel();
    expect(screen.getByTestId('lucky7-round')).toHaveTextContent('Waiting for the card');
  });

  it('shows the dealt card and everything it decided', () => {
    const results = [
      { resultFor: 'Winner', result: ['Low Card'] },
      { resultFor: 'Odd/Even', result: ['Odd'] },
      { resultFor: 'Colour', result: ['Red'] },
    ];
    setRound('900', { marketId: '900', phase: 'RESULT', card: '5H', results });
    panel();
    expect(screen.getByTestId('playing-card')).toHaveAttribute('data-card', '5H');
    expect(screen.getAllByTestId('lucky7-result').map((r) => r.textContent)).toEqual([
      'Winner: Low Card',
      'Odd/Even: Odd',
      'Colour: Red',
    ]);
  });
});
