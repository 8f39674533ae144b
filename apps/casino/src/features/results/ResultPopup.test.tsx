import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@exchange/shared-ui';
import { parseResultDetail, UNREADABLE_RESULT } from './parseResult';
import { FIXTURE_TIME, RESULT_FIXTURES, fixtureBets, resultEnvelope } from './resultFixtures';
import { ResultPopup } from './ResultPopup';
import { useCasinoResultQuery } from './resultsApi';

vi.mock('./resultsApi', () => ({ useCasinoResultQuery: vi.fn() }));

type QueryState = ReturnType<typeof useCasinoResultQuery>;

function answer(envelope: unknown, state: Partial<{ isLoading: boolean; isError: boolean }> = {}) {
  vi.mocked(useCasinoResultQuery).mockReturnValue({
    data: parseResultDetail(envelope),
    isLoading: false,
    isError: false,
    refetch: vi.fn(),
    ...state,
  } as unknown as QueryState);
}

function open(gameId: string, marketId = 'm-1') {
  const onClose = vi.fn();
  render(
    <UiProvider>
      <MemoryRouter>
        <ResultPopup gameId={gameId} marketId={marketId} onClose={onClose} />
      </MemoryRouter>
    </UiProvider>,
  );
  return onClose;
}

afterEach(() => {
  vi.mocked(useCasinoResultQuery).mockReset();
});

describe('result popup: a title and a layout per game', () => {
  it('has a fixture for each of the 24 titles of the spec', () => {
    expect(new Set(RESULT_FIXTURES.map((f) => f.title)).size).toBe(24);
  });

  it.each(RESULT_FIXTURES.map((f) => [f.title, f] as const))('%s', async (title, { gameId, board, envelope }) => {
    answer(envelope);
    open(gameId);
    expect(await screen.findByTestId('result-title')).toHaveTextContent(title);
    const view = screen.getByTestId('result-view');
    expect(within(view).getByTestId(board)).toBeInTheDocument();
    expect(within(view).getByTestId('result-round-id')).toHaveTextContent(`${gameId}-1741545907`);
    const dto = envelope.response.casinoIndividualResultDTO;
    const drawn = within(view)
      .queryAllByTestId('playing-card')
      .map((c) => c.getAttribute('data-card'));
    expect(drawn).toEqual(dto.casinoCardResultMaps.flatMap((l) => l.result));
    expect(
      within(view)
        .queryAllByTestId('playing-card')
        .filter((c) => c.hasAttribute('data-invalid')),
    ).toHaveLength(0);
    for (const row of dto.casinoIndividualResultMaps) {
      expect(within(view).getByText(`${row.resultFor}:`).nextSibling).toHaveTextContent(row.result.join(', '));
    }
    const winners = dto.casinoCardResultMaps.filter((l) => l.isWinning).length;
    expect(within(view).queryAllByTestId('winner-mark')).toHaveLength(winners);
  });

  it('Super Over: both innings over by over, wickets and boundaries marked', async () => {
    answer(RESULT_FIXTURES.find((f) => f.gameId === 'SUPEROVER')!.envelope);
    open('SUPEROVER');
    const innings = await screen.findAllByTestId('innings');
    expect(innings.map((i) => i.getAttribute('data-team'))).toEqual(['ENG', 'RSA']);
    expect(innings[0]).toHaveTextContent('ENG 13/1');
    const [row] = within(innings[0]!).getAllByTestId('over-row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '4', 'W', '6', '0', '2', '13', '13/1']);
  });

  it('a playable table outside the spec list keeps the default title', async () => {
    answer(
      resultEnvelope(
        'DRAGON_TIGER_20',
        [
          ['Dragon', ['5S']],
          ['Tiger', ['9H'], true],
        ],
        [['Winner', ['Tiger']]],
      ),
    );
    open('DRAGON_TIGER_20');
    expect(await screen.findByTestId('result-title')).toHaveTextContent('Game Result');
    expect(screen.getByTestId('board-sides')).toBeInTheDocument();
  });

  it('an unknown game: default title and a placeholder instead of the cards', async () => {
    answer(resultEnvelope('MYSTERY', [['Side', ['5S']]], [['Winner', ['Side']]]));
    open('MYSTERY');
    expect(await screen.findByTestId('result-title')).toHaveTextContent('Game Result');
    expect(screen.getByTestId('result-unknown-game')).toBeInTheDocument();
    expect(screen.queryByTestId('playing-card')).toBeNull();
  });

  it("says 'No data available' for a round without a result", async () => {
    answer({
      code: 200,
      message: 'OK',
      response: { casinoIndividualResultDTO: null, betResponseDTOList: [], totalProfitLoss: 0 },
    });
    open('LUCKY7', '123');
    expect(await screen.findByTestId('result-empty')).toHaveTextContent('No data available');
    expect(screen.getByTestId('result-round-id')).toHaveTextContent('123');
  });

  it.each([
    ['no response', { code: 200 }],
    ['cards that are not a list', resultEnvelope('LUCKY7', [], [], { casinoCardResultMaps: 'AS' })],
    [
      'a total that is text',
      { code: 200, response: { casinoIndividualResultDTO: null, betResponseDTOList: [], totalProfitLoss: 'lots' } },
    ],
  ])('a malformed answer (%s) gives a clear message, not a crash', async (_name, envelope) => {
    answer(envelope);
    open('LUCKY7');
    expect(await screen.findByTestId('result-unreadable')).toHaveTextContent(UNREADABLE_RESULT);
  });

  it('a bet that cannot be read (no amount) is left out: the round and the other bets are drawn', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { amount: _amount, ...noAmount } = fixtureBets[1]!;
    answer(
      resultEnvelope('TEEN', [['Player A', ['AS', 'KS', 'QS'], true]], [['Winner', ['Player A']]], {}, [
        fixtureBets[0],
        noAmount,
      ]),
    );
    open('TEEN');
    expect(await screen.findAllByTestId('playing-card')).toHaveLength(3);
    expect(screen.getAllByTestId('result-bet')).toHaveLength(1);
    expect(screen.getByTestId('bet-nation')).toHaveTextContent('Player A');
    expect(screen.queryByTestId('result-unreadable')).toBeNull();
  });

  it('a card code that is not a card is shown as text', async () => {
    answer(resultEnvelope('LUCKY7', [['Card', ['XX'], true]], [['Winner', ['?']]]));
    open('LUCKY7');
    expect(await screen.findByTestId('playing-card')).toHaveAttribute('data-invalid');
  });

  it('a failed call offers a retry', async () => {
    const refetch = vi.fn();
    vi.mocked(useCasinoResultQuery).mockReturnValue({
      data: undefined,
      isLoading: false,
      isError: true,
      refetch,
    } as unknown as QueryState);
    open('LUCKY7');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('asks for the round it was opened for, and closes with its close button', async () => {
    answer(RESULT_FIXTURES[0]!.envelope);
    const onClose = open('TEEN_20', '98765');
    expect(useCasinoResultQuery).toHaveBeenCalledWith({ marketId: '98765', casinoGame: 'TEEN_20' });
    fireEvent.click(await screen.findByTestId('result-close'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('result popup: the player’s bets', () => {
  const bets = () => screen.getAllByTestId('result-bet');
  const showOnly = (label: string) => userEvent.click(screen.getByRole('radio', { name: label }));

  beforeEach(() => {
    // The round's net: +98 and +200 on the settled bets, 0 on the voided one.
    answer(
      resultEnvelope(
        'TEEN',
        [
          ['Player A', three('AS', 'KS', 'QS'), true],
          ['Player B', three('2H', '7C', '9D')],
        ],
        [['Winner', ['Player A']]],
        {},
        fixtureBets,
        298,
      ),
    );
  });

  function three(a: string, b: string, c: string) {
    return [a, b, c];
  }

  it('All: every bet, Total Bets and Total Amount the negative of totalProfitLoss', async () => {
    open('TEEN');
    await screen.findByTestId('result-bets');
    expect(bets()).toHaveLength(3);
    expect(screen.getByTestId('total-bets')).toHaveTextContent('3');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('-298.00');
    const first = bets()[0]!;
    expect(within(first).getByTestId('bet-nation')).toHaveTextContent('Player A');
    expect(within(first).getByTestId('bet-rate')).toHaveTextContent('1.98');
    expect(within(first).getByTestId('bet-amount')).toHaveTextContent('100.00');
    expect(within(first).getByTestId('bet-win')).toHaveTextContent('98.00');
    expect(first).toHaveTextContent('10.0.0.7');
    expect(first).toHaveTextContent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140');
  });

  it.each([
    ['Back', [11, 13], ['Player A', 'Player B'], '2', '-98.00'],
    ['Lay', [12], ['Player B'], '1', '-200.00'],
    ['Deleted', [13], ['Player B'], '1', '0.00'],
  ])('%s shows only those bets and totals them', async (label, _ids, nations, count, amount) => {
    open('TEEN');
    await screen.findByTestId('result-bets');
    await showOnly(label);
    expect(bets().map((b) => within(b).getByTestId('bet-nation').textContent)).toEqual(nations);
    expect(screen.getByTestId('total-bets')).toHaveTextContent(count);
    expect(screen.getByTestId('total-amount')).toHaveTextContent(amount);
    await showOnly('All');
    expect(bets()).toHaveLength(3);
  });

  it('Lay rows are pink and Back rows blue', async () => {
    open('TEEN');
    await screen.findByTestId('result-bets');
    expect(bets().map((b) => b.getAttribute('data-side'))).toEqual(['back', 'lay', 'back']);
  });

  it('the header checkbox selects every shown bet, and a row on its own', async () => {
    open('TEEN');
    await screen.findByTestId('result-bets');
    const all = screen.getByLabelText('Select all bets');
    await userEvent.click(all);
    const rowBoxes = () => bets().map((b) => within(b).getByRole('checkbox') as HTMLInputElement);
    expect(rowBoxes().every((c) => c.checked)).toBe(true);
    await userEvent.click(rowBoxes()[1]!);
    expect(rowBoxes().map((c) => c.checked)).toEqual([true, false, true]);
    await userEvent.click(all);
    expect(rowBoxes().every((c) => c.checked)).toBe(true);
    await userEvent.click(all);
    expect(rowBoxes().some((c) => c.checked)).toBe(false);
  });

  it('an empty filter says No data found', async () => {
    answer(resultEnvelope('TEEN', [], [['Winner', ['Player A']]], {}, [fixtureBets[0]], -100));
    open('TEEN');
    await screen.findByTestId('result-bets');
    await showOnly('Lay');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.getByTestId('total-bets')).toHaveTextContent('0');
  });
});

describe('result popup: server time (UTC) shown in local time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each([
    ['Asia/Kolkata', '10/03/2025 00:15:07', '10/03/2025 00:14:50'],
    ['America/New_York', '09/03/2025 14:45:07', '09/03/2025 14:44:50'],
  ])('%s', async (tz, matchTime, betTime) => {
    process.env.TZ = tz;
    expect(FIXTURE_TIME).toBe('2025-03-09T18:45:07.000Z');
    answer(
      resultEnvelope(
        'TEEN_20',
        [['Player A', ['AS', 'KS', 'QS'], true]],
        [['Winner', ['Player A']]],
        {},
        [fixtureBets[0]],
        98,
      ),
    );
    open('TEEN_20');
    expect(await screen.findByTestId('result-match-time')).toHaveTextContent(matchTime);
    expect(screen.getByTestId('bet-date')).toHaveTextContent(betTime);
  });
});

describe('result popup in Hindi (issue 69)', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('writes its title, labels, filters, totals and columns in Hindi; names, cards and figures as they are', async () => {
    document.documentElement.lang = 'hi';
    answer(
      resultEnvelope(
        'TEEN',
        [
          ['Player A', ['AS', 'KS', 'QS'], true],
          ['Player B', ['2H', '7C', '9D']],
        ],
        [
          ['Winner', ['Player A']],
          ['Suit', ['Spade']],
        ],
        {},
        fixtureBets,
        298,
      ),
    );
    open('TEEN');
    expect(await screen.findByTestId('result-title')).toHaveTextContent('Teenpatti 1 Day का परिणाम');
    const view = screen.getByTestId('result-view');
    expect(view).toHaveTextContent('राउंड आईडी:');
    expect(view).toHaveTextContent('मैच का समय:');
    expect(within(view).getByText('विजेता:').nextSibling).toHaveTextContent('Player A');
    expect(within(view).getByText('रंग:').nextSibling).toHaveTextContent('Spade');
    for (const filter of ['सभी', 'बैक', 'ले', 'हटाई गई']) expect(screen.getByText(filter)).toBeInTheDocument();
    expect(screen.getByText('कुल बेट्स:')).toBeInTheDocument();
    expect(screen.getByText('कुल राशि:')).toBeInTheDocument();
    expect(screen.getByTestId('total-amount')).toHaveTextContent('-298.00');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'नेशन', 'रेट', 'राशि', 'जीत', 'तारीख', 'आईपी पता', 'ब्राउज़र विवरण']);
    expect(screen.getByLabelText('Player A चुनें', { selector: 'input' })).toBeInTheDocument();
    // No English label is left.
    for (const english of ['Round Id', 'Match Time', 'Total Bets', 'Total Amount', 'Nation', 'Deleted', 'Winner:']) {
      expect(view).not.toHaveTextContent(english);
    }
  });

  it("says 'No data available' in Hindi", async () => {
    document.documentElement.lang = 'hi';
    answer(resultEnvelope('TEEN', [], []));
    open('TEEN');
    expect(await screen.findByTestId('result-empty')).toHaveTextContent('कोई डेटा उपलब्ध नहीं');
  });
});
