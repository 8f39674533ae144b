import { freshShoe } from '@exchange/betting';
import {
  POLL_MS,
  CLOCK_KNOWN_MS,
  QUIET_POLL_MS,
  alignedDelay,
  cardSvg,
  countdownText,
  dealOrder,
  narrowSkew,
  nextPollIn,
  nextTickIn,
  readRound,
  slotCards,
  type SkewBounds,
} from './streamFrame.js';

const round = (over: Record<string, unknown> = {}) => ({
  response: {
    marketId: '1764060000000',
    phase: 'BETTING',
    cards: { playerA: [], playerB: [] },
    dealAt: 1_000_000,
    autoTime: null,
    ...over,
  },
});

describe("the stream page's reading of its poll", () => {
  it('takes a well-formed round', () => {
    expect(readRound(round())).toEqual({
      marketId: '1764060000000',
      phase: 'BETTING',
      cards: { playerA: [], playerB: [] },
      dealAt: 1_000_000,
      autoTime: null,
    });
    expect(readRound(round({ dealAt: null, autoTime: 12 }))).toMatchObject({ dealAt: null, autoTime: 12 });
  });

  it.each([
    ['no envelope', { marketId: '1' }],
    ['not an object', 'oops'],
    ['null', null],
    ['a market id that is not a word', round({ marketId: '<img>' })],
    ['an unknown phase', round({ phase: 'DANCING' })],
    ['cards as a list', round({ cards: ['AS'] })],
    ['a side that is not a list', round({ cards: { playerA: 'AS' } })],
    ['a card that is not a card', round({ cards: { playerA: ['AS', '11H'] } })],
    ['markup for a card', round({ cards: { playerA: ['<svg onload=x>'] } })],
  ])('refuses %s (the last frame stays)', (_what, body) => {
    expect(readRound(body)).toBeNull();
  });

  it('drops a countdown that is not a whole number of seconds', () => {
    expect(readRound(round({ dealAt: 'soon', autoTime: -1 }))).toMatchObject({ dealAt: null, autoTime: null });
  });
});

describe('the dealing order', () => {
  it('goes round the sides: Teen Patti A, B, A, B, A, B; Andar Bahar the joker, then Andar and Bahar in turn', () => {
    const teen = dealOrder({ playerA: ['AS', '2S', '3S'], playerB: ['KH', 'QH', 'JH'] }).map((c) => c.code);
    expect(teen).toEqual(['AS', 'KH', '2S', 'QH', '3S', 'JH']);
    const abj = dealOrder({ joker: ['5C'], andar: ['2D', '9S', '5H'], bahar: ['KC', '3D'] });
    expect(abj.map((c) => `${c.side}${c.index}`)).toEqual(['joker0', 'andar0', 'bahar0', 'andar1', 'bahar1', 'andar2']);
    expect(dealOrder({})).toEqual([]);
  });

  it('keeps the latest cards of a side longer than its slots', () => {
    expect(slotCards(['1', '2', '3', '4', '5', '6', '7'], 5)).toEqual(['3', '4', '5', '6', '7']);
    expect(slotCards(['1', '2'], 3)).toEqual(['1', '2']);
  });
});

describe('the countdown', () => {
  const r = readRound(round())!;
  it('counts whole seconds up to the deal by the server clock, in two digits, never below 00', () => {
    expect(countdownText(r, 1_000_000 - 24_200)).toBe('25');
    expect(countdownText(r, 1_000_000 - 9_000)).toBe('09');
    expect(countdownText(r, 1_000_000 + 3_000)).toBe('00');
  });
  it("shows the engine's own countdown when given, and dashes before the first answer", () => {
    expect(countdownText({ ...r, dealAt: null, autoTime: 300 }, 0)).toBe('300');
    expect(countdownText({ ...r, dealAt: null, autoTime: null }, 0)).toBe('00');
    expect(countdownText(null, 0)).toBe('--');
  });

  it('is redrawn when its number changes, and only then', () => {
    // 24.2 s to the deal shows 25 until 24.0 s are left.
    const wait = nextTickIn(r, 1_000_000 - 24_200)!;
    expect(countdownText(r, 1_000_000 - 24_200 + wait - 1)).toBe('25');
    expect(countdownText(r, 1_000_000 - 24_200 + wait)).toBe('24');
    expect(nextTickIn(r, 1_000_000 - 9_000)).toBe(1_000);
    // Half a millisecond before 13 s are left (the middle of the clock's bounds): it turns then, not a second later.
    expect(countdownText(r, 1_000_000 - 13_000.5)).toBe('14');
    expect(nextTickIn(r, 1_000_000 - 13_000.5)).toBe(0.5);
    expect(countdownText(r, 1_000_000 - 13_000)).toBe('13');
    // The engine's own countdown, a dealt round or no round at all changes only with an answer.
    expect(nextTickIn({ ...r, dealAt: null, autoTime: 300 }, 0)).toBeNull();
    expect(nextTickIn(r, 1_000_000)).toBeNull();
    expect(nextTickIn(null, 0)).toBeNull();
  });

  it("narrows the server's clock from Date headers, and starts again when they stop agreeing", () => {
    // Server clock 5.3 s ahead; each request takes 40 ms.
    const ahead = 5_300;
    let bounds: SkewBounds | null = null;
    for (const sent of [10_000, 11_250, 12_600, 13_900, 15_100]) {
      const written = sent + 20 + ahead;
      bounds = narrowSkew(bounds, Math.floor(written / 1000) * 1000, sent, sent + 40);
      expect(bounds.lo).toBeLessThanOrEqual(ahead);
      expect(bounds.hi).toBeGreaterThanOrEqual(ahead);
    }
    expect(bounds!.hi - bounds!.lo).toBeLessThan(400);
    // The page's clock jumps a minute: the old bounds are dropped.
    const jumped = narrowSkew(bounds, 20_000 + ahead, 80_000, 80_040);
    expect(jumped).toEqual({ lo: 20_000 + ahead - 80_040, hi: 21_000 + ahead - 80_000 });
  });
});

describe("learning the server's clock", () => {
  /**
   * Polls every `every` ms for `polls` polls against a server `ahead` ms ahead, each request taking
   * 60 ms (30 each way), the next one placed by `place` with the page's `phase`: the width of what
   * is known of the offset, and where in the server's second each poll reached it.
   */
  function learn(ahead: number, every: number, polls: number, place: typeof alignedDelay | null, phase = 0) {
    let bounds: SkewBounds | null = null;
    let sent = 7_123;
    const reached: number[] = [];
    for (let i = 0; i < polls; i++) {
      const written = sent + 30 + ahead;
      reached.push(((written % 1000) + 1000) % 1000);
      bounds = narrowSkew(bounds, Math.floor(written / 1000) * 1000, sent, sent + 60);
      expect(bounds.lo).toBeLessThanOrEqual(ahead);
      expect(bounds.hi).toBeGreaterThanOrEqual(ahead);
      const delay = every - 60;
      const wait = place ? place(delay, bounds, sent + 60, 60, phase) : delay;
      // Never more than half a second either way of the delay asked for.
      expect(Math.abs(wait - delay)).toBeLessThanOrEqual(500);
      sent += 60 + wait;
    }
    return { width: bounds!.hi - bounds!.lo, reached };
  }

  it('is known to within a round trip after a few polls placed at its turn of the second', () => {
    for (const ahead of [0, 137, 499, 500, 731, 5_300, -2_650]) {
      // Five seconds apart, a whole number of seconds: the first answer's second is all that is known.
      expect(learn(ahead, 5_000, 8, null).width).toBeGreaterThan(900);
      expect(learn(ahead, 5_000, 8, alignedDelay).width).toBeLessThanOrEqual(60 + CLOCK_KNOWN_MS);
      expect(learn(ahead, 1_000, 8, alignedDelay).width).toBeLessThanOrEqual(60 + CLOCK_KNOWN_MS);
    }
  });

  it("then asks at a point of the second of the page's own: many players' pages do not ask at once", () => {
    for (const ahead of [0, 731, -2_650])
      for (const phase of [0, 250, 700]) {
        const { width, reached } = learn(ahead, 5_000, 12, alignedDelay, phase);
        expect(width).toBeLessThanOrEqual(60 + CLOCK_KNOWN_MS);
        // The last polls reach the server at the page's point of its second, give or take half of what is not known.
        for (const at of reached.slice(-3)) {
          const off = Math.abs(at - phase);
          expect(Math.min(off, 1000 - off), `phase ${phase}, reached at ${at}`).toBeLessThanOrEqual(width / 2 + 30);
        }
      }
  });

  it('keeps the delay as it is before anything is known', () => {
    expect(alignedDelay(4_950, null, 1_000, 60)).toBe(4_950);
  });
});

describe('a card face', () => {
  it('draws every card of the deck, red for hearts and diamonds, black for spades and clubs, named for readers', () => {
    for (const code of freshShoe(1)) {
      const svg = cardSvg(code);
      const rank = code.slice(0, -1);
      expect(svg).toMatch(/^<svg viewBox="0 0 60 84" class="[rb]"/);
      expect(svg).toContain(`>${rank}</text>`);
      expect(svg).toContain(`class="${/[HD]$/.test(code) ? 'r' : 'b'}"`);
      expect(svg).toMatch(new RegExp(`aria-label="${rank} of (spades|hearts|clubs|diamonds)"`));
    }
    expect(cardSvg('10H')).toContain('aria-label="10 of hearts"');
  });

  it('draws nothing for what is not a card', () => {
    for (const code of ['', '1S', '10X', 'AS<script>', '<svg>', 'as']) expect(cardSvg(code)).toBe('');
  });
});

describe('the poll', () => {
  const r = readRound(round())!;
  it('waits a few seconds while the round counts down on schedule, and polls every second from a second before the deal', () => {
    expect(nextPollIn(r, 1_000_000 - 24_000)).toBe(QUIET_POLL_MS);
    expect(nextPollIn(r, 1_000_000 - 4_500)).toBe(3_500);
    expect(nextPollIn(r, 1_000_000 - 1_800)).toBe(POLL_MS);
    expect(nextPollIn(r, 1_000_000 + 500)).toBe(POLL_MS);
  });
  it('polls every second around the deal and the result, while the engine counts down on its own, and before any round', () => {
    expect(nextPollIn({ ...r, phase: 'SETTLING', dealAt: null, autoTime: 0 }, 0)).toBe(POLL_MS);
    expect(nextPollIn({ ...r, phase: 'RESULT', dealAt: null, autoTime: 0 }, 0)).toBe(POLL_MS);
    expect(nextPollIn({ ...r, dealAt: null, autoTime: 12 }, 0)).toBe(POLL_MS);
    expect(nextPollIn(null, 0)).toBe(POLL_MS);
  });
});
