import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { casinoApi, type CasinoOdds } from '../casinoApi';
import { STOPPED_AFTER_MS } from '../countdownDial';
import { Countdown } from './Countdown';

/**
 * The ticks the poll tells alone (live-data's quiet countdown), played by the test: what
 * `quietCountdown` reads and who `subscribeQuietCountdowns` tells.
 */
const ticks = vi.hoisted(() => ({ value: undefined as string | undefined, listeners: new Set<() => void>() }));
vi.mock('@exchange/live-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/live-data')>()),
  quietCountdown: () => ticks.value,
  subscribeQuietCountdowns: (_store: unknown, listener: () => void) => {
    ticks.listeners.add(listener);
    return () => void ticks.listeners.delete(listener);
  },
}));

function tick(value: string | undefined) {
  ticks.value = value;
  for (const listener of ticks.listeners) listener();
}

const answer = (autoTime: string, marketId = '1795000000001') =>
  ({ marketId, autoTime, cards: [], odds: [] }) as unknown as CasinoOdds;

function setup() {
  const store = createAppStore({ storage: undefined });
  const commits: string[] = [];
  const view = render(
    <Provider store={store}>
      <Profiler id="countdown" onRender={(_id, phase) => commits.push(phase)}>
        <Countdown gameId="LUCKY7" />
      </Profiler>
    </Provider>,
  );
  const write = (data: CasinoOdds) =>
    act(async () => void (await store.dispatch(casinoApi.util.upsertQueryData('casinoOdds', 'LUCKY7', data))));
  return { store, commits, view, write, digits: () => screen.getByTestId('countdown') };
}

/** Web Animations as the test's DOM has them, or none (a page that cannot animate writes each value). */
function animateWith(animate: unknown) {
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, writable: true, value: animate });
}

beforeEach(() => animateWith(undefined));

afterEach(() => {
  ticks.value = undefined;
  ticks.listeners.clear();
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
});

describe('the felt countdown', () => {
  it("shows '--' until a round is in play, then the answer's own seconds, two digits at least", async () => {
    const { write, digits } = setup();
    expect(digits()).toHaveTextContent(/^--$/);
    await write(answer('25'));
    expect(digits()).toHaveTextContent(/^25$/);
    expect(screen.getByRole('timer')).toHaveAccessibleName('25');
    await write(answer('7'));
    expect(digits()).toHaveTextContent(/^07$/);
    expect(screen.getByRole('timer')).toHaveAccessibleName('07');
  });

  describe('where the page can animate', () => {
    const runs: {
      keyframes: Keyframe[];
      options: KeyframeAnimationOptions;
      animation: { startTime: number | null; cancel: () => void };
    }[] = [];
    let now = 50_000;
    beforeEach(() => {
      runs.length = 0;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.spyOn(performance, 'now').mockImplementation(() => now);
      animateWith(function (keyframes: Keyframe[], options: KeyframeAnimationOptions) {
        const animation = { startTime: null as number | null, cancel: vi.fn() };
        runs.push({ keyframes, options, animation });
        return animation;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('hands a moving countdown to a dial the compositor turns: one column, one animation, no write a second', async () => {
      const { write, digits } = setup();
      await write(answer('20'));
      expect(runs).toHaveLength(0);
      now += 800;
      act(() => tick('19'));
      // The column from 19 down to 00, moved up a line a second from the moment 19 came.
      expect(digits().textContent).toBe(
        Array.from({ length: 20 }, (_, i) => String(19 - i).padStart(2, '0')).join('\n'),
      );
      expect(runs).toHaveLength(1);
      expect(runs[0]!.keyframes).toEqual([{ transform: 'translateY(0)' }, { transform: 'translateY(-22.8em)' }]);
      expect(runs[0]!.options).toMatchObject({ duration: 19_000, easing: 'steps(19)', fill: 'forwards' });
      expect(runs[0]!.animation.startTime).toBe(50_800);
      expect(screen.getByRole('timer')).toHaveAccessibleName('19');
      // The next values on time: the dial keeps turning, nothing is drawn again, the name follows.
      const column = digits().textContent;
      for (const value of ['18', '17']) {
        now += 1000;
        act(() => tick(value));
      }
      expect(runs).toHaveLength(1);
      expect(digits().textContent).toBe(column);
      expect(screen.getByRole('timer')).toHaveAccessibleName('17');
      // A value that comes before the dial has turned (its answer quicker than the last): the same
      // column turns from then on, its animation's clock set back; no line of the page is written.
      const started = runs[0]!.animation.startTime!;
      now += 700;
      act(() => tick('16'));
      expect(runs).toHaveLength(1);
      expect(runs[0]!.animation.cancel).not.toHaveBeenCalled();
      expect(runs[0]!.animation.startTime).toBe(now - 3000);
      expect(runs[0]!.animation.startTime).toBeLessThan(started + 3000);
      expect(digits().textContent).toBe(column);
      expect(screen.getByRole('timer')).toHaveAccessibleName('16');
      // The table pauses on 16: no other value comes, and the dial stops on it.
      now += STOPPED_AFTER_MS;
      act(() => vi.advanceTimersByTime(STOPPED_AFTER_MS));
      expect(runs[0]!.animation.cancel).toHaveBeenCalled();
      expect(digits()).toHaveTextContent(/^16$/);
      expect(screen.getByRole('timer')).toHaveAccessibleName('16');
    });
  });

  it('writes a tick told alone without a React render where the page cannot animate, and gives way to the next whole answer', async () => {
    const { write, digits, commits } = setup();
    await write(answer('20'));
    const rendered = commits.length;
    // The poll tells 19, then 9, alone: the digits follow, React renders nothing.
    act(() => tick('19'));
    expect(digits()).toHaveTextContent(/^19$/);
    act(() => tick('9'));
    expect(digits()).toHaveTextContent(/^09$/);
    expect(commits.length).toBe(rendered);
    // The digits' box is as wide as what it holds (the felt is not laid out again for a tick).
    expect(digits().firstElementChild).toHaveStyle({ width: '2ch' });
    // A new round is written whole and the tick is dropped: the answer's own value holds.
    tick(undefined);
    await write(answer('25', '1795000000002'));
    expect(digits()).toHaveTextContent(/^25$/);
  });

  it('keeps no subscription once the table is left', async () => {
    const { write, view } = setup();
    await write(answer('20'));
    expect(ticks.listeners.size).toBe(1);
    view.unmount();
    expect(ticks.listeners.size).toBe(0);
    // A tick after leaving reaches nobody and breaks nothing.
    expect(() => tick('3')).not.toThrow();
  });
});
