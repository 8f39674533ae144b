import { memo, useEffect, type ComponentProps } from 'react';
import { island, useOpenedOnce } from '@exchange/shared-ui';
import { PriceField, preloadBetSlip } from '../betslip';
import type { CashOutRow } from './CashOutButton';
import type { LadderModal as LadderDialog } from './LadderModal';

/*
 * Issue 12: a cold match draws no Chakra. Nothing the match page imports statically may import
 * Chakra (noChakraOnColdMatch.test.ts walks its imports): its parts drawn with Chakra are islands,
 * each in a chunk of its own, rendered in its own Suspense boundary where it sits, so the rates
 * never wait for them. They come on their first need, or once the page has drawn its rates and the
 * browser is idle (usePreloadMatchIslands), so that the slip opens at once when a rate is picked.
 */

/** The Your Bets tab (MATCH BETS, SESSION BETS): asked for when the tab is first selected. */
export const YourBets = island(() => import('./YourBets').then((m) => m.YourBets));

/** The Matched / Unmatched lists (MatchOrdersView), with the price field an unmatched order moves by. */
export const MatchOrdersList = island(() =>
  Promise.all([import('./MatchOrdersList'), PriceField.preload()]).then(([m]) => m.MatchOrdersList),
);

const CashOutIsland = island(() => import('./CashOutButton').then((m) => m.CashOutRow));
const LadderIsland = island(() => import('./LadderModal').then((m) => m.LadderModal));

/** A market's cash-out, shown under its table while the player holds a position on it. */
export const CashOutBar = memo(function CashOutBar({
  positions,
  ...row
}: ComponentProps<typeof CashOutRow> & { positions: ReadonlyMap<number, number> }) {
  if (![...positions.values()].some((position) => position !== 0)) return null;
  return <CashOutIsland {...row} />;
});

/**
 * A session's ladder: nothing, and no chunk asked for, until the player first opens one; then it
 * stays mounted, so that it animates closed (as useOpenedOnce in the dialog).
 */
export function LadderModal(props: ComponentProps<typeof LadderDialog>) {
  return useOpenedOnce(props.title !== null) ? <LadderIsland {...props} /> : null;
}

/** Starts loading every island of a match page laid out for a phone (`mobile`) or a wider screen. */
export function preloadMatchIslands(mobile: boolean): Promise<unknown> {
  return Promise.all([
    preloadBetSlip(mobile),
    MatchOrdersList.preload(),
    CashOutIsland.preload(),
    LadderIsland.preload(),
    YourBets.preload(),
  ]);
}

/** How long the preload waits for an idle moment at most, and without requestIdleCallback (Safari). */
const IDLE_TIMEOUT_MS = 2000;
const NO_IDLE_DELAY_MS = 500;

/**
 * Preloads the islands once the browser is idle after the page has drawn its rates (`drawn`);
 * leaving the page first cancels it (a load already started goes on: its chunk is kept).
 */
export function usePreloadMatchIslands(mobile: boolean, drawn = true): void {
  useEffect(() => {
    if (!drawn) return undefined;
    const preload = () => void preloadMatchIslands(mobile);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, NO_IDLE_DELAY_MS);
    return () => clearTimeout(id);
  }, [mobile, drawn]);
}
