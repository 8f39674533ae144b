import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider, csvText } from '@exchange/shared-ui';
import { CASINO_BET_CSV } from './CasinoBetRows';
import { MemoryRouter } from 'react-router-dom';
import { useCasinoBetsListQuery } from './casinoBetsApi';
import CasinoBetsPage from './CasinoBetsPage';
import { UNREADABLE_BETS, parseCasinoBets } from './parseCasinoBets';

vi.mock('./casinoBetsApi', () => ({ useCasinoBetsListQuery: vi.fn() }));

const bet = (casino: string, runnerName: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  casino,
  casinoGames: 'X',
  marketId: '1',
  runnerName,
  amount: 100,
  backRate: 2,
  layRate: 0,
  profitLoss: 100,
  wonBy: 'Dragon',
  createdAt,
  ...extra,
});

const BETS = [
  bet('2020 Dragon Tiger', 'Dragon', '2025-03-09T10:00:00.000Z'),
  bet('Amar Akbar Anthony', 'Akbar', '2025-03-09T18:45:07.000Z', {
    backRate: 0,
    layRate: 3.25,
    amount: 200,
    profitLoss: -450,
    wonBy: 'Akbar',
    marketId: 'AAA-77',
  }),
  bet('2020 Dragon Tiger', 'Tiger', '2025-03-09T12:30:00.000Z', { profitLoss: null, wonBy: null }),
];

function show(envelope: unknown) {
  vi.mocked(useCasinoBetsListQuery).mockReturnValue({
    data: parseCasinoBets(envelope),
    isLoading: false,
    isError: false,
  } as unknown as ReturnType<typeof useCasinoBetsListQuery>);
  render(
    <UiProvider>
      <MemoryRouter>
        <CasinoBetsPage />
      </MemoryRouter>
    </UiProvider>,
  );
}

const rows = () =>
  screen.queryAllByTestId('casino-bet-row').map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );

describe('Casino Bets page', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Kolkata';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows every bet newest first in the spec’s columns, dates in local time', () => {
    show({ code: 200, response: BETS });
    expect(screen.getByRole('heading', { name: /casino bets/i })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'CASINO',
      'RUNNER NAME',
      'AMOUNT',
      'RATE',
      'PROFIT/LOSS',
      'WONBY',
      'DATE',
    ]);
    expect(rows()).toEqual([
      ['Amar Akbar Anthony', 'Akbar', '200.00', '3.25', '-450.00', 'Akbar', '10/03/2025 12:15 AM'],
      ['2020 Dragon Tiger', 'Tiger', '100.00', '2.00', '-', '-', '09/03/2025 06:00 PM'],
      ['2020 Dragon Tiger', 'Dragon', '100.00', '2.00', '100.00', 'Dragon', '09/03/2025 03:30 PM'],
    ]);
  });

  it('the dropdown is ALL and the casino names, and filters on the client', async () => {
    show({ code: 200, response: BETS });
    const select = screen.getByTestId('casino-filter');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('ALL');
    expect(options).toContain('2020 Dragon Tiger');
    expect(options).toContain('Amar Akbar Anthony');
    await userEvent.selectOptions(select, '2020 Dragon Tiger');
    expect(rows().map((r) => r[1])).toEqual(['Tiger', 'Dragon']);
    await userEvent.selectOptions(select, 'Lucky 7 A');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'ALL');
    expect(rows()).toHaveLength(3);
    // The filter never goes to the server.
    expect(vi.mocked(useCasinoBetsListQuery).mock.calls.every(([arg]) => arg === undefined)).toBe(true);
  });

  it('searches by casino, runner or round id, and exports exactly the rows and cells it shows', async () => {
    show({ code: 200, response: BETS });
    const search = screen.getByTestId('history-search');
    await userEvent.type(search, 'AAA-77');
    expect(rows().map((r) => r[1])).toEqual(['Akbar']);
    await userEvent.clear(search);
    await userEvent.type(search, 'dragon TIGER');
    expect(rows().map((r) => r[1])).toEqual(['Tiger', 'Dragon']);
    const shown = parseCasinoBets({ code: 200, response: BETS });
    const kept = shown.ok ? shown.value.rows.filter((r) => r.casino === '2020 Dragon Tiger') : [];
    // No cell here holds a comma or a quote, so each CSV line is the row's cells joined by commas.
    expect((await csvText(CASINO_BET_CSV, kept)).split('\r\n')).toEqual(
      [['CASINO', 'RUNNER NAME', 'AMOUNT', 'RATE', 'PROFIT/LOSS', 'WONBY', 'DATE'], ...rows()].map((r) => r.join(',')),
    );
    await userEvent.type(search, ' nothing');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.getByTestId('export-csv')).toBeDisabled();
  }, 20_000);

  it("says 'No data found' when there are no bets", () => {
    show({ code: 200, response: [] });
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('a malformed answer gives a clear message', () => {
    show({ code: 200, response: { bets: 'none' } });
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE_BETS);
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });

  it('a bet that cannot be read is left out and counted', () => {
    show({
      code: 200,
      response: [...BETS, { casino: 'Lucky 7 A', runnerName: 'Odd', amount: 'a lot', createdAt: 'today' }, null],
    });
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('casino-bets-skipped')).toHaveTextContent('2 bets could not be read and are not shown.');
  });
});

/** happy-dom's viewport, so the breakpoints apply (1024 px is its default: the desktop layout). */
const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width, height: 844 },
  );

describe('Casino Bets page on a phone', () => {
  afterEach(() => setViewportWidth(1024));

  it('shows each bet as a card with the same fields, newest first', () => {
    setViewportWidth(390);
    show({ code: 200, response: BETS });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('casino-bet-row');
    expect(cards.map((c) => within(c).getByTestId('bet-runner').textContent)).toEqual(['Akbar', 'Tiger', 'Dragon']);
    expect(within(cards[0]!).getByTestId('bet-pl')).toHaveTextContent('-450.00');
    expect(within(cards[0]!).getByTestId('bet-rate')).toHaveTextContent('3.25');
  });
});
