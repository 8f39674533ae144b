import { useT } from '@exchange/shared-ui';
import { memo, useEffect, useMemo, useRef } from 'react';
import { casinoApi, useMySettledBetsQuery, type SettledCasinoBet } from '../casinoApi';
import { CasinoBetPanel } from './CasinoBetPanel';

/** How many of the table's last settled bets the list shows (the Casino Bets page lists them all). */
export const SETTLED_SHOWN = 10;
const NONE: SettledCasinoBet[] = [];
/** No answer yet: undefined; an answer with no round settled yet: ''. */
const newestRound = ({ data }: { data?: { marketId: string }[] }) => ({
  newest: data ? (data[0]?.marketId ?? '') : undefined,
});

/**
 * The newest round the Last Result strip shows ('' before any), read from its poll's cache (no
 * request of its own): it changes when a round of this table has settled, and its bets with it.
 */
function useNewestResult(gameId: string): string | undefined {
  return casinoApi.endpoints.lastResults.useQueryState(gameId, { selectFromResult: newestRound }).newest;
}

/**
 * The player's last settled bets at this table (`GET /casino/v1/my-bet/settled`, spec section 7):
 * runner, odds, stake and what each paid. Read when the table opens and again each time a round
 * settles (the strip's newest result changes): no poll of its own
 * (docs/decisions/0011-polling-schedule.md).
 */
export const SettledBets = memo(function SettledBets({ gameId }: { gameId: string }) {
  const t = useT();
  const { bets, refetch } = useMySettledBetsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    selectFromResult: ({ data }) => ({ bets: data ?? NONE }),
  });
  const newest = useNewestResult(gameId);
  const seen = useRef(newest);
  useEffect(() => {
    // The strip's first answer is the page opening (read then already); a new round after it is news.
    if (seen.current !== undefined && newest !== seen.current) void refetch();
    seen.current = newest;
  }, [newest, refetch]);
  const own = useMemo(() => bets.filter((b) => b.casinoGames === gameId).slice(0, SETTLED_SHOWN), [bets, gameId]);
  return (
    <CasinoBetPanel
      title={t('casino.settledBets')}
      bets={own}
      testId="settled-bets"
      rowTestId="settled-bet"
      paid={(bet) => bet.profitLoss ?? 0}
    />
  );
});
