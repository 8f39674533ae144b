import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '@exchange/shared-ui/testing';
import { parseHistoryPage, parseResultDetail, UNREADABLE_HISTORY } from './parseResult';
import { resultEnvelope } from './resultFixtures';
import ResultsReportPage from './ResultsReportPage';
import { useCasinoResultQuery, useResultHistoryQuery } from './resultsApi';

vi.mock('./resultsApi', () => ({ useCasinoResultQuery: vi.fn(), useResultHistoryQuery: vi.fn() }));

const page = (n: number) => ({
  code: 200,
  response: {
    casinoMarketHistoryResponseDTOS: [
      { marketId: `${n}02`, mainWinner: 'H', winnerLabel: 'High Card', createdAt: '2025-03-09T18:45:07.000Z' },
      { marketId: `${n}01`, mainWinner: '7', winnerLabel: 'Tie (7)', createdAt: '2025-03-09T18:44:37.000Z' },
    ],
    pageNumber: n,
    pageSize: 20,
    totalElements: 42,
    totalPages: 3,
  },
});

function visit(path: string, history: (pageNumber: number) => unknown = page) {
  vi.mocked(useResultHistoryQuery).mockImplementation(
    (arg) =>
      ({
        data: parseHistoryPage(history(typeof arg === 'object' ? arg.pageNumber : 0)),
        isLoading: false,
        isError: false,
      }) as unknown as ReturnType<typeof useResultHistoryQuery>,
  );
  vi.mocked(useCasinoResultQuery).mockReturnValue({
    data: parseResultDetail(resultEnvelope('LUCKY7', [['Card', ['QS'], true]], [['Winner', ['High Card']]])),
    isLoading: false,
    isError: false,
  } as unknown as ReturnType<typeof useCasinoResultQuery>);
  renderWithUi(<ResultsReportPage />, { route: path, path: '/reports/casinoresults/:gameId/:shortName' });
}

const marketsShown = () => screen.getAllByTestId('history-row').map((r) => r.getAttribute('data-market'));

describe('View All: a table’s past rounds', () => {
  beforeEach(() => {
    vi.mocked(useResultHistoryQuery).mockReset();
  });

  it('lists the rounds of the page with winner and date, newest first, and pages on', async () => {
    visit('/reports/casinoresults/LUCKY7/lucky7acards');
    expect(screen.getByRole('heading', { name: /lucky 7 a results/i })).toBeInTheDocument();
    expect(marketsShown()).toEqual(['002', '001']);
    expect(within(screen.getAllByTestId('history-row')[0]!).getByText('High Card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to table' })).toHaveAttribute('href', '/main/lucky7');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(useResultHistoryQuery).toHaveBeenLastCalledWith({ casinoGames: 'LUCKY7', pageNumber: 1 }, expect.anything());
    expect(marketsShown()).toEqual(['102', '101']);
  });

  it('a round opens its result popup', async () => {
    visit('/reports/casinoresults/LUCKY7/lucky7acards');
    await userEvent.click(screen.getAllByTestId('history-row')[1]!);
    expect(await screen.findByTestId('result-title')).toHaveTextContent('Lucky 7 - A');
    expect(useCasinoResultQuery).toHaveBeenCalledWith({ marketId: '001', casinoGame: 'LUCKY7' });
    await userEvent.click(screen.getByTestId('result-close'));
    await waitFor(() => expect(screen.queryByTestId('result-popup')).toBeNull());
  });

  it("a table without rounds says 'No data found'", () => {
    visit('/reports/casinoresults/AAA/aaa', () => ({
      code: 200,
      response: { casinoMarketHistoryResponseDTOS: [], pageNumber: 0, pageSize: 20, totalElements: 0, totalPages: 0 },
    }));
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('an unknown game says No data found and asks nothing', () => {
    visit('/reports/casinoresults/NOPE/x');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(useResultHistoryQuery).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ skip: true }));
  });

  it('a malformed answer gives a clear message', () => {
    visit('/reports/casinoresults/LUCKY7/lucky7acards', () => ({
      code: 200,
      response: { casinoMarketHistoryResponseDTOS: [{ marketId: {} }], totalPages: 1, totalElements: 1 },
    }));
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE_HISTORY);
  });
});
