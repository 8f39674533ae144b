import { memo } from 'react';
import { DesktopBetSlip } from './DesktopBetSlip';
import type { SlipProps } from './DesktopSlipBody';
import { MobileBetDialogs } from './slipIslands';
import { UndoBar } from './UndoBar';

/** The slip's props, and a one-click bet's Undo while its delay runs (issue 15). */
export type MatchSlipProps = SlipProps & { undoable: boolean; onUndo: () => void };

/**
 * A match page's slip (cricket's, tennis' and soccer's): a one-click bet's Undo while its delay runs
 * (on a phone the slip's dialog would cover it), else the phone's dialogs or the desktop slip.
 * Memoised: it re-renders with the slip, not with the page's rates (issue 12: at rest).
 */
export const MatchSlip = memo(function MatchSlip({ slip, mobile }: { slip: MatchSlipProps; mobile: boolean }) {
  const { undoable, onUndo, ...props } = slip;
  if (undoable && props.bet) return <UndoBar bet={props.bet} onUndo={onUndo} fixed={mobile} />;
  return mobile ? <MobileBetDialogs {...props} /> : <DesktopBetSlip {...props} />;
});
