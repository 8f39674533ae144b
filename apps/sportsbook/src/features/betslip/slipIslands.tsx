import { island, useOpenedOnce } from '@exchange/shared-ui';
import type { SlipProps } from './DesktopSlipBody';

/*
 * The bet slip's parts drawn with Chakra, each an island in a chunk of its own (issue 12: a cold
 * match draws no Chakra, and this feature's index is on its first render). They come on their
 * first need, or earlier through preloadBetSlip, which the match page runs once the browser is
 * idle after its rates are drawn, so the slip opens at once when the player picks a rate.
 */

/** A filled desktop slip's body (DesktopBetSlip draws the panel and the empty slip itself). */
export const DesktopSlipBody = island(() => import('./DesktopSlipBody').then((m) => m.DesktopSlipBody));

/** A Match Odds price on the ladder, with ▲ and ▼ (the slips, and an unmatched order's new price). */
export const PriceField = island(() => import('./PriceField').then((m) => m.PriceField));

const MobileDialogs = island(() => import('./MobileBetDialogs').then((m) => m.MobileBetDialogs));

/**
 * Under 768 px, the slip's dialogs: nothing, and no chunk asked for, until the player first picks
 * a rate; then they stay mounted, so that they animate closed (as useOpenedOnce in the dialogs).
 */
export function MobileBetDialogs(props: SlipProps) {
  return useOpenedOnce(props.bet !== null) ? <MobileDialogs {...props} /> : null;
}

/** Starts loading the slip's Chakra parts for this layout (the phone's dialogs or the desktop slip's body). */
export function preloadBetSlip(mobile: boolean): Promise<unknown> {
  return Promise.all([(mobile ? MobileDialogs : DesktopSlipBody).preload(), PriceField.preload()]);
}
