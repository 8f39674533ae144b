import type { AppStore } from '@exchange/shared-auth';
import { quietCountdown, subscribeQuietCountdowns, useQuietCountdown } from '@exchange/live-data';
import { casinoApi, useCasinoOddsQuery } from './casinoApi';

/** The seconds shown: the last tick told alone, or else the answer's own; none while no round is in play. */
function secondsShown<T>(own: T | undefined, ticked: T | undefined): T | undefined {
  return own === undefined ? undefined : (ticked ?? own);
}

/**
 * The round's countdown as the table shows it, passed through `select`: the last tick told alone
 * (useQuietCountdown) or else the cached answer's own `autoTime`; undefined while no round is in
 * play. Re-renders only when `select`'s result changes, so give it a function defined once that
 * returns a primitive (whether betting is closed). The felt's digits, which change every second,
 * are drawn without a render (watchRoundSeconds).
 */
export function useRoundSeconds<T>(gameId: string, select: (seconds: string) => T): T | undefined {
  const { own } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({ own: data ? select(data.autoTime) : undefined }),
  });
  const ticked = useQuietCountdown(casinoApi.endpoints.casinoOdds, gameId, (countdown) =>
    countdown === undefined ? undefined : select(countdown),
  );
  return secondsShown(own, ticked);
}

/**
 * The same seconds outside React: `draw` is called with them at once and then whenever they change
 * (a tick told alone, or an answer written to the cache). Returns the unsubscribe. For a view that
 * changes every second and draws itself, so that a tick runs no React render (issue 12, a table at
 * rest).
 */
export function watchRoundSeconds(
  store: AppStore,
  gameId: string,
  draw: (seconds: string | undefined) => void,
): () => void {
  const selectOdds = casinoApi.endpoints.casinoOdds.select(gameId);
  let drawn: { seconds: string | undefined } | undefined;
  const update = () => {
    const own = selectOdds(store.getState()).data?.autoTime;
    const seconds = secondsShown(own, quietCountdown(store, casinoApi.endpoints.casinoOdds, gameId));
    if (drawn && drawn.seconds === seconds) return;
    drawn = { seconds };
    draw(seconds);
  };
  update();
  const unsubscribeStore = store.subscribe(update);
  const unsubscribeTicks = subscribeQuietCountdowns(store, update);
  return () => {
    unsubscribeStore();
    unsubscribeTicks();
  };
}
