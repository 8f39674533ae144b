import { randomBytes } from 'node:crypto';
import {
  casinoBetsOpen,
  dealRound,
  gameRules,
  seedHash,
  type CasinoGameRules,
  type CasinoTable,
  type DealtCards,
  type RoundVerdict,
} from '@exchange/betting';

/** Seconds a round takes bets, counted down in autoTime; betting closes below 5 (casinoBetsOpen). */
export const BETTING_SECONDS = 25;
/** Seconds the dealt cards stay on the table before the next round opens. */
export const RESULT_SECONDS = 5;

export type RoundPhase = 'BETTING' | 'SETTLING' | 'RESULT';

export type OpenRound = {
  marketId: string;
  seed: string;
  seedHash: string;
  openedAt: Date;
  /**
   * Epoch milliseconds at which the countdown reaches 0: the opening + BETTING_SECONDS, moved only
   * by a pause or a test's control. The countdown follows it, so a tick that comes late (a busy
   * server) does not make the round run long.
   */
  dealAt: number;
  autoTime: number;
  phase: RoundPhase;
  /** Empty sides while betting; the deal once the round closes. */
  cards: DealtCards;
  verdict: RoundVerdict | null;
};

/** The engine as the leader publishes it (cluster engine_state), enough to serve reads or resume. */
export type EngineState = {
  /** `dealAt` is missing from the state of a leader built before it. */
  round: Omit<OpenRound, 'openedAt' | 'dealAt'> & { openedAt: string; dealAt?: number };
  resultLeft: number;
};

export type SettledRound = { gameId: string; round: OpenRound; cards: DealtCards; verdict: RoundVerdict };

/**
 * Whole seconds from `now` to `dealAt`, to the nearest: a tick fired a few milliseconds early or
 * late by the timer still counts the second it was due for.
 */
export function secondsBefore(dealAt: number, now: number): number {
  return Math.max(0, Math.round((dealAt - now) / 1000));
}

let lastMarketStamp = 0;

export function roundAcceptsBets(round: Pick<OpenRound, 'phase' | 'marketId' | 'autoTime'>, marketId: string): boolean {
  return round.phase === 'BETTING' && round.marketId === marketId && casinoBetsOpen(round.autoTime);
}

/** Round ids: milliseconds since the epoch, kept strictly increasing (spec: Round ID = marketId). */
function nextMarketId(): string {
  lastMarketStamp = Math.max(Date.now(), lastMarketStamp + 1);
  return String(lastMarketStamp);
}

/** The table's sides with no cards yet; the side names are those the table's deal produces. */
function emptySides(rules: CasinoGameRules): DealtCards {
  return Object.fromEntries(Object.keys(rules.deal(Array(416).fill('AS'))).map((side) => [side, []]));
}

/**
 * One table's round cycle, in memory: BETTING (autoTime counts down) → SETTLING (deal revealed,
 * bets settled by `onClose`) → RESULT (cards shown) → next BETTING. The seed is drawn from the
 * system CSPRNG when the round opens and the cards follow from it alone, so no bet can change them.
 */
export class TableEngine {
  readonly rules: CasinoGameRules;
  round: OpenRound;
  private resultLeft = 0;
  private version = 0;
  /** Bets between their window check and their commit; settlement waits for them. */
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    readonly table: CasinoTable,
    private readonly onClose: (settled: SettledRound) => Promise<void>,
    private readonly onChange: () => void,
    /** Publishes the closed round before it settles (cluster: bets on other instances then wait or refuse). */
    private readonly onClosing: () => Promise<void> = async () => undefined,
  ) {
    const rules = gameRules(table.gameId);
    if (!rules) throw new Error(`No rules for ${table.gameId}`);
    this.rules = rules;
    this.round = this.open();
  }

  get changeVersion(): number {
    return this.version;
  }

  private open(): OpenRound {
    const seed = randomBytes(32).toString('hex');
    const openedAt = new Date();
    return {
      marketId: nextMarketId(),
      seed,
      seedHash: seedHash(seed),
      openedAt,
      dealAt: openedAt.getTime() + BETTING_SECONDS * 1000,
      autoTime: BETTING_SECONDS,
      phase: 'BETTING',
      cards: emptySides(this.rules),
      verdict: null,
    };
  }

  private changed(): void {
    this.version++;
    this.onChange();
  }

  acceptsBets(marketId: string): boolean {
    return roundAcceptsBets(this.round, marketId);
  }

  state(): EngineState {
    return { round: { ...this.round, openedAt: this.round.openedAt.toISOString() }, resultLeft: this.resultLeft };
  }

  /** Takes the leader's published state (a follower's refresh, or a new leader resuming the round). */
  restore(state: EngineState): void {
    const openedAt = new Date(state.round.openedAt);
    // A leader of an older build publishes no dealAt: its rounds keep the plain schedule.
    const published = state.round.dealAt;
    const dealAt =
      typeof published === 'number' && Number.isFinite(published)
        ? published
        : openedAt.getTime() + BETTING_SECONDS * 1000;
    this.round = { ...state.round, openedAt, dealAt };
    this.resultLeft = state.resultLeft;
    lastMarketStamp = Math.max(lastMarketStamp, Number(state.round.marketId) || 0);
    this.changed();
  }

  /** Runs a bet's write so that the round cannot settle in the middle of it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inflight.add(work);
    return work.finally(() => this.inflight.delete(work));
  }

  /**
   * One second of the table: the countdown goes down a second, or to the seconds left before
   * `dealAt` when the tick came late (a busy event loop, a new leader taking over), never up.
   */
  async tick(now = Date.now()): Promise<void> {
    const { round } = this;
    if (round.phase === 'BETTING') {
      round.autoTime = Math.max(0, Math.min(round.autoTime - 1, secondsBefore(round.dealAt, now)));
      this.changed();
      if (round.autoTime === 0) await this.close();
    } else if (round.phase === 'RESULT') {
      this.resultLeft -= 1;
      if (this.resultLeft <= 0) {
        this.round = this.open();
        this.changed();
      }
    }
  }

  /** Closes betting now, deals, settles and (when `reopen`) opens the next round at once. */
  async close(reopen = false): Promise<void> {
    const { round } = this;
    if (round.phase !== 'BETTING') return;
    round.phase = 'SETTLING';
    round.autoTime = 0;
    this.changed();
    await Promise.allSettled([...this.inflight]);
    await this.onClosing();
    // The published deal (packages/betting): a result can be re-dealt from the revealed seed alone.
    const { cards, verdict } = dealRound(this.table.gameId, round.seed);
    round.cards = cards;
    round.verdict = verdict;
    try {
      await this.onClose({ gameId: this.table.gameId, round, cards, verdict });
    } finally {
      // The table moves on even if settlement failed; unsettled bets are voided at the next start.
      round.phase = 'RESULT';
    }
    this.resultLeft = RESULT_SECONDS;
    if (reopen) this.round = this.open();
    this.changed();
  }

  /** A new leader finishes a round whose settlement the last one did not (settlement is idempotent). */
  async resumeSettling(): Promise<void> {
    if (this.round.phase !== 'SETTLING') return;
    this.round.phase = 'BETTING';
    await this.close();
  }

  /** Test mode: set the countdown of the open round (e.g. below 5 to close the market). */
  setAutoTime(seconds: number, now = Date.now()): void {
    if (this.round.phase !== 'BETTING') return;
    this.round.autoTime = seconds;
    this.round.dealAt = now + seconds * 1000;
    this.changed();
  }

  /** The table stood still for `ms` (paused): the open round's deal moves back as far. */
  postpone(ms: number): void {
    if (this.round.phase !== 'BETTING' || !(ms > 0)) return;
    this.round.dealAt += ms;
    this.changed();
  }
}
