import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { chooseLanguage, UiProvider } from '@exchange/shared-ui';
import { BookmakerTable } from './BookmakerTable';
import type { RunnerOdds } from './matchTypes';
import { flashOf } from './rateFlash';
import { SessionTable } from './SessionTable';

const cellRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./RateCell', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./RateCell')>();
  // Counts how often a row renders its cells: a memoised row that is not re-rendered adds nothing.
  function CountedRateCell(props: Parameters<typeof actual.RateCell>[0]) {
    cellRenders.count += 1;
    return <actual.RateCell {...props} />;
  }
  return { ...actual, RateCell: CountedRateCell };
});

const runner = (over: Partial<RunnerOdds>): RunnerOdds => ({
  runnerName: 'India',
  selectionId: 11,
  marketId: '1-BM',
  back1: 85,
  lay1: 87,
  backSize1: 100000,
  laySize1: 100000,
  maxLimit: 200000,
  status: 'ACTIVE',
  ...over,
});

const india = runner({});
const australia = runner({ runnerName: 'Australia', selectionId: 12, back1: 110, lay1: 112 });

/** The alpha of an element's computed background colour (1 for an opaque or named colour). */
const backgroundAlpha = (el: HTMLElement) => {
  const rgba = /rgba\([^)]*,\s*([\d.]+)\)/.exec(getComputedStyle(el).backgroundColor);
  return rgba ? Number(rgba[1]) : 1;
};

describe('BookmakerTable', () => {
  it("shows TEAM, LAGAI, KHAI, POSITION and each team's position and projection", () => {
    render(
      <UiProvider>
        <BookmakerTable
          runners={[india, australia]}
          positions={
            new Map([
              [11, 850],
              [12, -1000],
            ])
          }
          projected={
            new Map([
              [11, 1700],
              [12, -2000],
            ])
          }
          onPick={vi.fn()}
        />
      </UiProvider>,
    );
    expect(screen.getByText('TEAM: MAX 200000')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('bookmaker-row');
    expect(within(first!).getByTestId('position')).toHaveTextContent('850.00');
    expect(within(second!).getByTestId('position')).toHaveTextContent('-1,000.00');
    expect(within(first!).getByTestId('projected-position')).toHaveTextContent('1,700.00');
  });

  it('names every price button by its side, team and rate, in the language on screen', () => {
    const ui = (
      <UiProvider>
        <BookmakerTable runners={[india]} positions={new Map()} projected={null} onPick={vi.fn()} />
        <SessionTable
          sessions={[runner({ runnerName: '6 over run India', marketId: 'S1', back1: 51, lay1: 50 })]}
          exposures={new Map()}
          onPick={vi.fn()}
          onLadder={vi.fn()}
        />
      </UiProvider>
    );
    const { unmount } = render(ui);
    expect(screen.getByRole('button', { name: 'LAGAI India at 85' })).toBe(screen.getByTestId('lagai'));
    expect(screen.getByRole('button', { name: 'KHAI India at 87' })).toBe(screen.getByTestId('khai'));
    // The size under a session rate is left out of the name.
    expect(screen.getByRole('button', { name: 'YES 6 over run India at 51' })).toBe(screen.getByTestId('session-yes'));
    expect(screen.getByRole('button', { name: 'NO 6 over run India at 50' })).toBe(screen.getByTestId('session-no'));
    unmount();
    try {
      chooseLanguage('hi');
      render(ui);
      expect(screen.getByText('लगाई')).toBeInTheDocument();
      expect(screen.getByText('पोज़ीशन')).toBeInTheDocument();
      expect(screen.getByText('अधिकतम: 50000')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'लगाई India भाव 85' })).toBe(screen.getByTestId('lagai'));
      expect(screen.getByRole('button', { name: 'हाँ 6 over run India भाव 51' })).toBe(
        screen.getByTestId('session-yes'),
      );
    } finally {
      chooseLanguage('en');
    }
  });

  it('re-renders only the row whose odds changed', () => {
    const onPick = vi.fn();
    const ui = (runners: RunnerOdds[], positions: Map<number, number>) => (
      <UiProvider>
        <BookmakerTable runners={runners} positions={positions} projected={null} onPick={onPick} />
      </UiProvider>
    );
    cellRenders.count = 0;
    const { rerender } = render(ui([india, australia], new Map([[11, 0]])));
    expect(cellRenders.count).toBe(4);
    // A poll that brought nothing new: same runner objects, an equal (new) positions map.
    rerender(ui([india, australia], new Map([[11, 0]])));
    expect(cellRenders.count).toBe(4);
    rerender(ui([{ ...india, back1: 86 }, australia], new Map([[11, 0]])));
    expect(cellRenders.count).toBe(6);
  });

  it('covers a suspended team with SUSPENDED and ignores clicks on it', () => {
    const onPick = vi.fn();
    render(
      <UiProvider>
        <BookmakerTable
          runners={[runner({ status: 'SUSPENDED' }), australia]}
          positions={new Map()}
          projected={null}
          onPick={onPick}
        />
      </UiProvider>,
    );
    // The suspended row carries the one attribute its cover is drawn from; the open row does not.
    const [row, open] = screen.getAllByTestId('bookmaker-row') as [HTMLElement, HTMLElement];
    expect(row).toHaveAttribute('data-suspended');
    expect(open).not.toHaveAttribute('data-suspended');
    // The cover is translucent and laid over the row: the name and the last rates are still shown.
    expect(within(row).getByTestId('suspended')).toHaveTextContent('SUSPENDED');
    expect(backgroundAlpha(within(row).getByTestId('suspended'))).toBeLessThanOrEqual(0.3);
    expect(within(row).getByText('India')).toBeVisible();
    expect(within(row).getByTestId('lagai')).toBeVisible();
    expect(within(row).getByTestId('lagai')).toHaveTextContent('85');
    expect(within(row).getByTestId('khai')).toBeVisible();
    expect(within(row).getByTestId('khai')).toHaveTextContent('87');
    fireEvent.click(screen.getAllByTestId('lagai')[0]!);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByTestId('khai')[1]!);
    expect(onPick).toHaveBeenCalledWith(australia, 'lay');
  });
});

/** The element that shows a cell's rate, which carries its flash. */
const rateOf = (testId: string) => screen.getByTestId(testId).querySelector('[data-rate]');

describe('SessionTable and RateCell', () => {
  it('shows NO then YES with sizes, Max: 50000 and the exposure, and flashes a moved rate by its direction', async () => {
    const line = runner({
      runnerName: '6 over run India',
      marketId: 'S1',
      selectionId: 7,
      back1: 51,
      lay1: 50,
      backSize1: 100,
      laySize1: 100,
      maxLimit: 50000,
    });
    const onLadder = vi.fn();
    const ui = (r: RunnerOdds) => (
      <UiProvider>
        <SessionTable sessions={[r]} exposures={new Map([['S1', -500]])} onPick={vi.fn()} onLadder={onLadder} />
      </UiProvider>
    );
    const { rerender } = render(ui(line));
    expect(screen.getByText('Max: 50000')).toBeInTheDocument();
    expect(screen.getByTestId('session-no')).toHaveTextContent('50100');
    expect(screen.getByTestId('session-yes')).toHaveTextContent('51100');
    expect(flashOf(rateOf('session-yes'))).toBeUndefined();
    fireEvent.click(screen.getByTestId('session-exposure'));
    expect(onLadder).toHaveBeenCalledWith({ runner: line, gameType: 'Normal' });
    // One poll's answer a task: each update's moves flash under a generation of their own.
    const nextUpdate = () => act(() => Promise.resolve());
    await nextUpdate();
    rerender(ui({ ...line, back1: 52, lay1: 51 }));
    const first = flashOf(rateOf('session-yes'))!;
    expect(first.direction).toBe('up');
    expect(flashOf(rateOf('session-no'))).toEqual(first);
    // A second move the same way flashes again under the next generation; the unmoved NO keeps its own.
    await nextUpdate();
    rerender(ui({ ...line, back1: 53, lay1: 51 }));
    expect(flashOf(rateOf('session-yes'))).toEqual({ generation: first.generation + 1, direction: 'up' });
    expect(flashOf(rateOf('session-no'))).toEqual(first);
    await nextUpdate();
    rerender(ui({ ...line, back1: 50, lay1: 51 }));
    expect(flashOf(rateOf('session-yes'))).toEqual({ generation: first.generation + 2, direction: 'down' });
  });

  it.each([
    ['a team', 'bookmaker-row'],
    ['a session', 'session-row'],
  ])('suspends and reopens %s by one attribute on its row, nothing mounted or restyled', async (_, rowId) => {
    const active = runner({ runnerName: '10 over run India', marketId: 'S2', back1: 71, lay1: 69 });
    const table = (line: RunnerOdds) =>
      rowId === 'bookmaker-row' ? (
        <BookmakerTable runners={[line]} positions={new Map()} projected={null} onPick={vi.fn()} />
      ) : (
        <SessionTable sessions={[line]} exposures={new Map()} onPick={vi.fn()} onLadder={vi.fn()} />
      );
    const { rerender } = render(<UiProvider>{table(active)}</UiProvider>);
    const row = screen.getByTestId(rowId);
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(row, { subtree: true, childList: true, attributes: true, characterData: true });
    rerender(<UiProvider>{table({ ...active, status: 'SUSPENDED' })}</UiProvider>);
    await Promise.resolve();
    expect(writes.map((w) => `${w.type} ${w.attributeName ?? ''}`.trim())).toEqual(['attributes data-suspended']);
    expect(row).toHaveAttribute('data-suspended');
    writes.length = 0;
    rerender(<UiProvider>{table(active)}</UiProvider>);
    await Promise.resolve();
    observer.disconnect();
    expect(writes.map((w) => `${w.type} ${w.attributeName ?? ''}`.trim())).toEqual(['attributes data-suspended']);
    expect(row).not.toHaveAttribute('data-suspended');
  });

  it('lays a translucent SUSPENDED over a suspended session: its name, last rates and exposure stay shown', () => {
    const onLadder = vi.fn();
    const onPick = vi.fn();
    const line = runner({ runnerName: '10 over run India', marketId: 'S2', back1: 71, lay1: 69, status: 'SUSPENDED' });
    render(
      <UiProvider>
        <SessionTable sessions={[line]} exposures={new Map([['S2', -250]])} onPick={onPick} onLadder={onLadder} />
      </UiProvider>,
    );
    expect(screen.getByTestId('session-row')).toHaveAttribute('data-suspended');
    expect(screen.getByTestId('suspended')).toHaveTextContent('SUSPENDED');
    expect(backgroundAlpha(screen.getByTestId('suspended'))).toBeLessThanOrEqual(0.3);
    expect(screen.getByText('10 over run India')).toBeVisible();
    expect(screen.getByTestId('session-no')).toBeVisible();
    expect(screen.getByTestId('session-no')).toHaveTextContent('69100000');
    expect(screen.getByTestId('session-yes')).toHaveTextContent('71100000');
    expect(screen.getByTestId('suspended')).toHaveStyle({ pointerEvents: 'none' });
    fireEvent.click(screen.getByTestId('session-yes'));
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('session-exposure'));
    expect(onLadder).toHaveBeenCalledWith({ runner: line, gameType: 'Normal' });
  });

  it('a moved rate writes one element: its text and its flash together (issue 12: one write per changed cell)', async () => {
    const line = runner({
      runnerName: '6 over run India',
      marketId: 'S1',
      selectionId: 7,
      back1: 51,
      lay1: 50,
      backSize1: 100,
      laySize1: 100,
      maxLimit: 50000,
    });
    const ui = (r: RunnerOdds) => (
      <UiProvider>
        <SessionTable sessions={[r]} exposures={new Map()} onPick={vi.fn()} onLadder={vi.fn()} />
      </UiProvider>
    );
    const { rerender, container } = render(ui(line));
    const written = new Set<Node | null>();
    const observer = new MutationObserver((records) =>
      records.forEach((r) => written.add(r.type === 'characterData' ? r.target.parentNode : r.target)),
    );
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    rerender(ui({ ...line, back1: 52 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect([...written]).toEqual([rateOf('session-yes')]);
    expect(rateOf('session-yes')).toHaveTextContent('52');
  });
});
