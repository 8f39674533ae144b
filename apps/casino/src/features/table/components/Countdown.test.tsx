import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { casinoApi, type CasinoOdds } from '../casinoApi';
import { Countdown } from './Countdown';

/**
 * The ticks the poll tells alone (shared-auth's quiet countdown), played by the test: what
 * `quietCountdown` reads and who `subscribeQuietCountdowns` tells.
 */
const ticks = vi.hoisted(() => ({ value: undefined as string | undefined, listeners: new Set<() => void>() }));
vi.mock('@exchange/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/shared-auth')>()),
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

afterEach(() => {
  ticks.value = undefined;
  ticks.listeners.clear();
});

describe('the felt countdown', () => {
  it("shows '--' until a round is in play, then the answer's own seconds, two digits at least", async () => {
    const { write, digits } = setup();
    expect(digits()).toHaveTextContent(/^--$/);
    await write(answer('25'));
    expect(digits()).toHaveTextContent(/^25$/);
    await write(answer('7'));
    expect(digits()).toHaveTextContent(/^07$/);
  });

  it('draws a tick told alone without a React render, and gives way to the next whole answer', async () => {
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
