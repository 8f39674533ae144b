/** Types of streamFrame.js, the stream page's script, which is served as written (plain JavaScript). */
export type FrameRound = {
  marketId: string;
  phase: 'BETTING' | 'SETTLING' | 'RESULT';
  cards: Record<string, string[]>;
  dealAt: number | null;
  autoTime: number | null;
};
export type SkewBounds = { lo: number; hi: number };

export const TURN_MS: number;
export const POLL_MS: number;
export const QUIET_POLL_MS: number;
export function nextPollIn(round: FrameRound | null, serverNow: number): number;
export function nextTickIn(round: FrameRound | null, serverNow: number): number | null;
export function readRound(body: unknown): FrameRound | null;
export function dealOrder(cards: Record<string, readonly string[]>): { side: string; index: number; code: string }[];
export function countdownText(round: FrameRound | null, serverNow: number): string;
export function narrowSkew(bounds: SkewBounds | null, dateMs: number, sentAt: number, receivedAt: number): SkewBounds;
export const CLOCK_KNOWN_MS: number;
export function alignedDelay(
  delay: number,
  bounds: SkewBounds | null,
  now: number,
  roundTrip: number,
  phase?: number,
): number;
export function cardSvg(code: string): string;
export function slotCards(turned: readonly string[], slots: number): readonly string[];
export function start(doc: Document, win: Window): void;
