import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@exchange/shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { parseResultDetail } from '../../results/parseResult';
import { resultEnvelope } from '../../results/resultFixtures';
import { useCasinoResultQuery } from '../../results/resultsApi';
import { useLastResultsQuery } from '../casinoApi';
import { LastResultStrip } from './LastResultStrip';

vi.mock('../../results/resultsApi', () => ({ useCasinoResultQuery: vi.fn() }));
vi.mock('../casinoApi', () => ({
  POLL: { results: 1500 },
  useLastResultsQuery: vi.fn(),
  casinoApi: { endpoints: { lastResults: { name: 'lastResults' } } },
}));
vi.mock('@exchange/live-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/live-data')>()),
  useQuietPoll: vi.fn(),
}));

const strip = () =>
  render(
    <UiProvider>
      <MemoryRouter>
        <LastResultStrip gameId="DRAGON_TIGER_202" shortName="dt20" />
      </MemoryRouter>
    </UiProvider>,
  );

describe('Last Result strip', () => {
  beforeEach(() => {
    vi.mocked(useLastResultsQuery).mockReturnValue({
      results: [
        { marketId: '501', mainWinner: 'T' },
        { marketId: '500', mainWinner: 'D' },
      ],
    } as unknown as ReturnType<typeof useLastResultsQuery>);
    vi.mocked(useCasinoResultQuery).mockReturnValue({
      data: parseResultDetail(
        resultEnvelope(
          'DRAGON_TIGER_202',
          [
            ['Dragon', ['2S']],
            ['Tiger', ['9H'], true],
          ],
          [['Winner', ['Tiger']]],
        ),
      ),
      isLoading: false,
      isError: false,
    } as unknown as ReturnType<typeof useCasinoResultQuery>);
  });

  it('links View All to the table’s result report', () => {
    strip();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/reports/casinoresults/DRAGON_TIGER_202/dt20',
    );
  });

  it('fetches a round’s result only when its chip is clicked, and opens the popup', async () => {
    strip();
    expect(useCasinoResultQuery).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Result of round 500' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('2020 DRAGON TIGER 2');
    expect(useCasinoResultQuery).toHaveBeenCalledWith({ marketId: '500', casinoGame: 'DRAGON_TIGER_202' });
    await userEvent.click(screen.getByTestId('result-close'));
    await waitFor(() => expect(screen.queryByTestId('result-popup')).toBeNull());
  });
});
