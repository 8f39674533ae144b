import { useQuietCountdown } from '@exchange/shared-auth';
import { casinoApi, useCasinoOddsQuery } from './casinoApi';

/**
 * The round's countdown as the table shows it, passed through `select`: the last tick told alone
 * (useQuietCountdown) or else the cached answer's own `autoTime`; undefined while no round is in
 * play. Re-renders only when `select`'s result changes, so give it a function defined once that
 * returns a primitive (the digits, or whether betting is closed).
 */
export function useRoundSeconds<T>(gameId: string, select: (seconds: string) => T): T | undefined {
  const { own } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({ own: data ? select(data.autoTime) : undefined }),
  });
  const ticked = useQuietCountdown(casinoApi.endpoints.casinoOdds, gameId, (countdown) =>
    countdown === undefined ? undefined : select(countdown),
  );
  return own === undefined ? undefined : (ticked ?? own);
}
