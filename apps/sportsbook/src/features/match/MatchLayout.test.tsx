import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState, type ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { hasBrandSystem, royal } from '@exchange/shared-ui';
import { renderWithUi } from '@exchange/shared-ui/testing';
import { MatchLayout } from './MatchLayout';

// The tables read their rates from the cache: an empty match here, the page's chrome is under test.
vi.mock('./useMatchData', () => ({
  useMatchOddsMarket: () => undefined,
  useBookmakerRunners: () => [],
  useSessions: () => ({ lines: [], types: new Map() }),
  useScore: () => null,
}));
// Your Bets counts its mounts: the tab's panel mounts when first selected, and then stays.
const yourBets = vi.hoisted(() => ({ mounts: 0 }));
vi.mock('./YourBets', () => ({
  YourBets: () => {
    useEffect(() => {
      yourBets.mounts += 1;
    }, []);
    return <p data-testid="your-bets">No bets</p>;
  },
}));
const preferences = vi.hoisted(() => ({
  choices: { persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 },
  save: vi.fn(),
}));
vi.mock('../betslip/preferencesApi', () => ({
  useBetPreferences: () => preferences.choices,
  preferencesApi: { useSaveBetPreferencesMutation: () => [preferences.save] },
}));

type Props = ComponentProps<typeof MatchLayout>;

const DATA = {
  matchOrders: { orders: [], exposure: 0, positions: [] },
  exposures: new Map(),
  matchOddsPositions: new Map(),
  positions: new Map(),
  sessionExposure: new Map(),
  matchOdds: undefined,
  teams: [],
  fancyPlusMinus: 0,
  myBets: [],
} as unknown as Props['data'];

function props(overrides: Partial<Props> = {}): Props {
  return {
    eventId: 5,
    eventName: 'India v Australia',
    data: DATA,
    projected: new Map(),
    matchOddsProjected: new Map(),
    onPickMatchOdds: vi.fn(),
    mobile: false,
    tv: false,
    onToggleTv: vi.fn(),
    onBack: vi.fn(),
    onPickBookmaker: vi.fn(),
    onPickSession: vi.fn(),
    ladder: null,
    onLadder: vi.fn(),
    onCloseLadder: vi.fn(),
    slip: {
      bet: null,
      seconds: 0,
      placing: false,
      eventName: 'India v Australia',
      onAmount: vi.fn(),
      onPrice: vi.fn(),
      onPlace: vi.fn(),
      onCancel: vi.fn(),
      undoable: false,
      onUndo: vi.fn(),
    },
    ...overrides,
  };
}

function setup(overrides: Partial<Props> = {}, ui: Parameters<typeof renderWithUi>[1] = {}) {
  const store = createAppStore({ storage: undefined });
  return renderWithUi(
    <Provider store={store}>
      <MatchLayout {...props(overrides)} />
    </Provider>,
    ui,
  );
}

const info = () => screen.getByRole('tab', { name: 'Game Info' });
const bets = () => screen.getByRole('tab', { name: 'Your Bets' });
/** Presses a key on the focused tab, as a player does in the row of tabs. */
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

/** A tab is selected, the only tab stop of the row, and shows its panel; the other is none of these. */
function expectSelected(selected: HTMLElement, other: HTMLElement) {
  expect(selected).toHaveAttribute('aria-selected', 'true');
  expect(selected).toHaveAttribute('tabindex', '0');
  expect(other).toHaveAttribute('aria-selected', 'false');
  expect(other).toHaveAttribute('tabindex', '-1');
  expect(other).not.toHaveAttribute('aria-controls');
  const panel = document.getElementById(selected.getAttribute('aria-controls')!)!;
  expect(panel).toHaveAttribute('role', 'tabpanel');
  expect(panel).toHaveAttribute('aria-labelledby', selected.id);
  expect(panel).toBeVisible();
  expect(screen.getByRole('tabpanel')).toBe(panel);
}

beforeEach(() => {
  yourBets.mounts = 0;
  preferences.save.mockClear();
  preferences.choices = { persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 };
});

describe('the match page tabs', () => {
  it('are a tablist of Game Info (selected, its panel shown) and Your Bets, whose panel is not rendered yet', () => {
    setup();
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    expect(within(list).getAllByRole('tab')).toEqual([info(), bets()]);
    expectSelected(info(), bets());
    expect(screen.getByRole('tabpanel', { name: 'Game Info' })).toContainElement(screen.getByTestId('event-name'));
    expect(screen.queryByTestId('your-bets')).toBeNull();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    expect(yourBets.mounts).toBe(0);
  });

  it('move and select with Right, Left (both wrapping), Home and End, the focus following', async () => {
    setup();
    act(() => info().focus());
    press('ArrowRight');
    expectSelected(bets(), info());
    expect(bets()).toHaveFocus();
    // Your Bets is an island (islands.tsx): it shows once its chunk is in.
    const yourBetsShown = await screen.findByTestId('your-bets');
    expect(screen.getByRole('tabpanel', { name: 'Your Bets' })).toContainElement(yourBetsShown);
    press('ArrowRight');
    expectSelected(info(), bets());
    expect(info()).toHaveFocus();
    press('ArrowLeft');
    expectSelected(bets(), info());
    expect(bets()).toHaveFocus();
    press('Home');
    expectSelected(info(), bets());
    expect(info()).toHaveFocus();
    press('End');
    expectSelected(bets(), info());
    expect(bets()).toHaveFocus();
    press('ArrowLeft');
    expectSelected(info(), bets());
    expect(info()).toHaveFocus();
    // Another key leaves the row as it is.
    press('ArrowDown');
    expectSelected(info(), bets());
  });

  it('mount Your Bets when it is first selected and keep it, hidden, once Game Info is back', async () => {
    setup();
    fireEvent.click(bets());
    expectSelected(bets(), info());
    expect(await screen.findByTestId('your-bets')).toBeVisible();
    expect(screen.getByTestId('event-name')).not.toBeVisible();
    // A panel with nothing to focus is a tab stop itself (as Chakra's tabs made it); Game Info has buttons.
    expect(screen.getByRole('tabpanel', { name: 'Your Bets' })).toHaveAttribute('tabindex', '0');
    const infoPanel = screen
      .getAllByRole('tabpanel', { hidden: true })
      .find((el) => el.id !== bets().getAttribute('aria-controls'));
    expect(infoPanel).toHaveAttribute('aria-labelledby', info().id);
    expect(infoPanel).not.toHaveAttribute('tabindex');
    fireEvent.click(info());
    expectSelected(info(), bets());
    expect(screen.getByTestId('your-bets')).not.toBeVisible();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    fireEvent.click(bets());
    expect(screen.getByTestId('your-bets')).toBeVisible();
    expect(yourBets.mounts).toBe(1);
  });
});

describe('the match title row', () => {
  it('shows the match, goes back, and draws View Tv solid while the tv is on', () => {
    const onBack = vi.fn();
    const toggled: boolean[] = [];
    /** The page's tv switch, as MatchPage keeps it. */
    function Page() {
      const [tv, setTv] = useState(false);
      return <MatchLayout {...props({ onBack, tv, onToggleTv: () => setTv((on) => (toggled.push(!on), !on)) })} />;
    }
    renderWithUi(
      <Provider store={createAppStore({ storage: undefined })}>
        <Page />
      </Provider>,
    );
    expect(screen.getByTestId('event-name')).toHaveTextContent('India v Australia');
    fireEvent.click(screen.getByRole('button', { name: 'Back to matches' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    const tv = screen.getByTestId('view-tv');
    expect(tv).toHaveTextContent('View Tv');
    expect(tv).toHaveAttribute('data-variant', 'outline');
    fireEvent.click(tv);
    expect(toggled).toEqual([true]);
    expect(screen.getByTestId('view-tv')).toHaveAttribute('data-variant', 'solid');
    fireEvent.click(screen.getByTestId('view-tv'));
    expect(screen.getByTestId('view-tv')).toHaveAttribute('data-variant', 'outline');
  });
});

describe('the bet options above the markets', () => {
  it('save each change with the other choices as they were', () => {
    setup();
    const options = screen.getByTestId('bet-options');
    const oneClick = within(options).getByRole('button', { name: 'One-click off' });
    expect(oneClick).toHaveAttribute('aria-pressed', 'false');
    expect(oneClick).toHaveAttribute('data-variant', 'outline');
    fireEvent.click(oneClick);
    expect(preferences.save).toHaveBeenLastCalledWith({ ...preferences.choices, oneClick: true });
    fireEvent.change(within(options).getByLabelText('Unmatched part'), { target: { value: 'CANCEL' } });
    expect(preferences.save).toHaveBeenLastCalledWith({ ...preferences.choices, persistence: 'CANCEL' });
    fireEvent.click(within(options).getByRole('checkbox', { name: 'Accept better odds' }));
    expect(preferences.save).toHaveBeenLastCalledWith({ ...preferences.choices, acceptBetterOdds: true });
    const stake = within(options).getByLabelText('One-click stake');
    const other = within(stake)
      .getAllByRole('option')
      .find((option) => option.getAttribute('value') !== '100')!;
    fireEvent.change(stake, { target: { value: other.getAttribute('value') } });
    expect(preferences.save).toHaveBeenLastCalledWith({
      ...preferences.choices,
      oneClickStake: Number(other.getAttribute('value')),
    });
    expect(preferences.save).toHaveBeenCalledTimes(4);
  });

  it('show one-click on as a pressed, solid button', () => {
    preferences.choices = { ...preferences.choices, oneClick: true };
    setup();
    const oneClick = within(screen.getByTestId('bet-options')).getByRole('button', { name: 'One-click on' });
    expect(oneClick).toHaveAttribute('aria-pressed', 'true');
    expect(oneClick).toHaveAttribute('data-variant', 'solid');
  });
});

describe("a live match's first render", () => {
  it.each([
    ['a phone', true],
    ['a desktop', false],
  ])('on %s, draws without building the design system, as the shell renders it (issue 12)', (_, mobile) => {
    // A brand of its own, so that no other test has built its design system.
    const brand = { ...royal, id: `royal-match-${String(mobile)}` };
    setup({ mobile }, { brand, globals: 'static' });
    expect(screen.getByTestId('event-name')).toHaveTextContent('India v Australia');
    expect(screen.getByRole('tab', { name: 'Game Info' })).toHaveAttribute('aria-selected', 'true');
    expect(hasBrandSystem(brand)).toBe(false);
  });

  it('has no Chakra (Emotion-classed) element in its tabs, title row, bet options or empty desktop slip', () => {
    setup();
    expect(screen.getByTestId('bet-slip')).toHaveTextContent('Click a rate to place a bet');
    const list = screen.getByRole('tablist');
    const panel = screen.getByRole('tabpanel');
    const columns = panel.firstElementChild!;
    // The layout's own boxes (the tables inside them are theirs), and the small parts whole.
    const boxes = [list.parentElement!.parentElement!, list.parentElement!, panel, columns, ...columns.children];
    const parts = [list, screen.getByTestId('event-name').parentElement!, screen.getByTestId('bet-options')];
    const whole = [...parts, screen.getByTestId('bet-slip')].flatMap((el) => [el, ...el.querySelectorAll('*')]);
    expect(columns.children).toHaveLength(2);
    expect([...boxes, ...whole].filter((el) => /(^|\s)css-/.test(el.getAttribute('class') ?? ''))).toEqual([]);
  });
});
