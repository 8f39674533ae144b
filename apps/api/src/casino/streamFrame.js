/**
 * The stream page's script (served as /casino/v1/stream-frame.js, a module, under the page's CSP):
 * it films the table's engine. Polls `../stream-round` with If-None-Match, so an unchanged round
 * costs a 304: every few seconds while the round counts down on schedule (nothing it draws changes
 * before the deal), every second from just before the deal until the next round is on schedule;
 * turns the card slots face up one after another as the deal arrives, in dealing order; counts
 * down to the deal by the page's clock set to the server's (Date headers, each poll placed where
 * its answer tells the most of it), redrawn once a second;
 * clears the slots when the next round opens. A failed or malformed answer keeps the last
 * frame and tries again later. Plain JavaScript, served as it is written: the pure parts are
 * exported for streamFrame.test.ts, the page calls `start` below.
 */

const PHASES = ['BETTING', 'SETTLING', 'RESULT'];
const CARD = /^(A|[2-9]|10|J|Q|K)([SHCD])$/;
const SUIT_NAMES = { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' };
/** The client's deck (apps/casino cardFace.tsx): each suit in a 10 x 10 box centred on 0, 0. */
const SUIT_PATHS = {
  H: 'M0 4.6C-1.2 3.5-5 1-5-1.8-5-4-3.3-5-2.2-5-1-5-.3-4.2 0-3.3.3-4.2 1-5 2.2-5 3.3-5 5-4 5-1.8 5 1 1.2 3.5 0 4.6Z',
  D: 'M0-5 3.9 0 0 5-3.9 0Z',
  S: 'M0-5C1-3.6 5-1.4 5 1.3 5 3.1 3.6 3.9 2.4 3.9 1.5 3.9.8 3.4.4 2.8.5 3.8 1 4.5 1.8 5H-1.8C-1 4.5-.5 3.8-.4 2.8-.8 3.4-1.5 3.9-2.4 3.9-3.6 3.9-5 3.1-5 1.3-5-1.4-1-3.6 0-5Z',
  C: 'M0-5.2A2.5 2.5 0 0 1 2.1-1.3 2.5 2.5 0 1 1 .5 2.6L1.6 5H-1.6L-.5 2.6A2.5 2.5 0 1 1-2.1-1.3 2.5 2.5 0 0 1 0-5.2Z',
};
/** Between two cards turned over, as a dealer's hand would. */
export const TURN_MS = 450;
export const POLL_MS = 1000;
/** While the round keeps its schedule: how soon a table that left it (paused, a round voided) is seen. */
export const QUIET_POLL_MS = 5000;
const MAX_RETRY_MS = 30000;

/** The poll's answer (`{ response: StreamRound }`), or null when anything in it is not as expected. */
export function readRound(body) {
  const r = body && typeof body === 'object' ? body.response : null;
  if (!r || typeof r !== 'object') return null;
  if (typeof r.marketId !== 'string' || !/^\w{1,40}$/.test(r.marketId) || !PHASES.includes(r.phase)) return null;
  if (!r.cards || typeof r.cards !== 'object' || Array.isArray(r.cards)) return null;
  const cards = {};
  for (const [side, list] of Object.entries(r.cards)) {
    if (!Array.isArray(list) || !list.every((code) => typeof code === 'string' && CARD.test(code))) return null;
    cards[side] = list.slice();
  }
  const dealAt = Number.isFinite(r.dealAt) ? r.dealAt : null;
  const autoTime = Number.isInteger(r.autoTime) && r.autoTime >= 0 ? r.autoTime : null;
  return { marketId: r.marketId, phase: r.phase, cards, dealAt, autoTime };
}

/** The cards in the order they were dealt: first card of each side in turn, then the second... */
export function dealOrder(cards) {
  const sides = Object.keys(cards);
  const longest = Math.max(0, ...sides.map((side) => cards[side].length));
  const order = [];
  for (let i = 0; i < longest; i++)
    for (const side of sides) if (i < cards[side].length) order.push({ side, index: i, code: cards[side][i] });
  return order;
}

/** The two-digit countdown: to `dealAt` by the server's clock, or the engine's own autoTime. */
export function countdownText(round, serverNow) {
  if (!round) return '--';
  const seconds = round.dealAt !== null ? Math.ceil((round.dealAt - serverNow) / 1000) : (round.autoTime ?? 0);
  return String(Math.max(0, seconds)).padStart(2, '0');
}

/**
 * How long after an answer the next poll goes: every few seconds while the round counts down on
 * schedule (its countdown is drawn from `dealAt`), until a second before the deal; every second
 * around the deal, after it, and while the engine's own countdown is shown.
 */
export function nextPollIn(round, serverNow) {
  if (!round || round.phase !== 'BETTING' || round.dealAt === null) return POLL_MS;
  return Math.max(POLL_MS, Math.min(QUIET_POLL_MS, round.dealAt - serverNow - POLL_MS));
}

/** The server's clock is known well enough when its bounds are this much wider than a round trip at most. */
export const CLOCK_KNOWN_MS = 50;

/**
 * The delay to the next poll, moved by less than half a second so that, by the estimate of the
 * server's clock (`bounds`, the middle of them) and half the last round trip, the request reaches
 * the server just as its clock turns a second. The answer's Date then says on which side of that
 * turn the true clock was, which halves what is not known of it (polls a whole number of seconds
 * apart would meet the server at the same point of its second each time and learn nothing more
 * after the first few). Once the clock is known (CLOCK_KNOWN_MS), the poll reaches the server at
 * `phase` ms into its second instead: a point of the page's own, so that the pages of many players
 * do not all ask at the same instant. Without an estimate, the delay as it is.
 */
export function alignedDelay(delay, bounds, now, roundTrip, phase = 0) {
  if (!bounds) return delay;
  const known = bounds.hi - bounds.lo <= roundTrip + CLOCK_KNOWN_MS;
  const reaches = now + delay + (bounds.lo + bounds.hi) / 2 + roundTrip / 2 - (known ? phase : 0);
  const past = ((reaches % 1000) + 1000) % 1000;
  return past < 500 ? delay - past : delay + 1000 - past;
}

/** How long the countdown keeps its number: until its next whole second, or null when only an answer changes it. */
export function nextTickIn(round, serverNow) {
  if (!round || round.dealAt === null || round.dealAt <= serverNow) return null;
  // Until the whole seconds left (rounded up, as shown) go down by one; the server's time can carry
  // a fraction of a millisecond (the middle of its bounds).
  const left = round.dealAt - serverNow;
  return left - (Math.ceil(left / 1000) - 1) * 1000;
}

/**
 * The server's clock minus the page's, narrowed by each answer: its Date header (whole seconds)
 * was written between the request leaving and the answer arriving. Bounds that no longer meet
 * (the page's clock jumped) start again from this answer.
 */
export function narrowSkew(bounds, dateMs, sentAt, receivedAt) {
  const lo = dateMs - receivedAt;
  const hi = dateMs + 1000 - sentAt;
  if (!bounds) return { lo, hi };
  const next = { lo: Math.max(bounds.lo, lo), hi: Math.min(bounds.hi, hi) };
  return next.lo <= next.hi ? next : { lo, hi };
}

/** A card face as SVG markup, drawn from constants only (a code that is not a card draws nothing). */
export function cardSvg(code) {
  const match = CARD.exec(code);
  if (!match) return '';
  const [, rank, suit] = match;
  const pip = (x, y, scale) => `<path transform="translate(${x} ${y}) scale(${scale})" d="${SUIT_PATHS[suit]}"/>`;
  const index = `<text x="5" y="19" font-size="17" font-weight="700" font-family="system-ui,sans-serif">${rank}</text>${pip(10, 27, 0.8)}`;
  const ink = suit === 'H' || suit === 'D' ? 'r' : 'b';
  return `<svg viewBox="0 0 60 84" class="${ink}" role="img" aria-label="${rank} of ${SUIT_NAMES[suit]}"><rect x="1" y="1" width="58" height="82" rx="5" fill="#fff" stroke="#bbb"/>${index}<g transform="rotate(180 30 42)">${index}</g>${pip(30, 42, 2.2)}</svg>`;
}

/** What a seat's slots hold: the cards turned so far, the latest ones when there are more than slots. */
export function slotCards(turned, slots) {
  return turned.length > slots ? turned.slice(turned.length - slots) : turned;
}

/** Wires the page: its seats, the poll, the countdown, the turning of cards. */
export function start(doc, win) {
  const url = doc.body.dataset.round;
  const roundEl = doc.getElementById('round');
  const clockEl = doc.getElementById('clock');
  const seats = {};
  for (const el of doc.querySelectorAll('[data-side]'))
    seats[el.dataset.side] = { slots: Array.from(el.querySelectorAll('.slot')), turned: [] };
  const still = win.matchMedia('(prefers-reduced-motion: reduce)');
  // A sandbox without allow-same-origin: a request header would need a CORS preflight, and the
  // Date header is not exposed; the browser's own revalidation is left to do the saving.
  const ownOrigin = win.origin !== 'null';
  // Where in the server's second this page's polls arrive once its clock is known (alignedDelay).
  const phase = Math.floor(Math.random() * 1000);
  let round = null;
  let etag = null;
  let skew = null;
  let failures = 0;
  let pollTimer = 0;
  let tickTimer = 0;
  let turnTimer = 0;
  let queue = [];

  const drawSeat = (side, newest) => {
    const seat = seats[side];
    if (!seat) return;
    const shown = slotCards(seat.turned, seat.slots.length);
    seat.slots.forEach((slot, i) => {
      const code = shown[i];
      if ((slot.dataset.card ?? '') === (code ?? '')) return;
      slot.classList.toggle('new', code !== undefined && code === newest);
      slot.classList.toggle('up', code !== undefined);
      if (code === undefined) {
        delete slot.dataset.card;
        slot.replaceChildren();
      } else {
        slot.dataset.card = code;
        slot.innerHTML = cardSvg(code);
      }
    });
  };
  const turn = (card, animate) => {
    seats[card.side]?.turned.push(card.code);
    drawSeat(card.side, animate ? card.code : null);
  };
  const turnNext = () => {
    turnTimer = 0;
    const next = queue.shift();
    if (!next) return;
    turn(next, true);
    if (queue.length) turnTimer = win.setTimeout(turnNext, TURN_MS);
  };
  const apply = (next, first) => {
    if (!round || next.marketId !== round.marketId) {
      win.clearTimeout(turnTimer);
      turnTimer = 0;
      queue = [];
      for (const side of Object.keys(seats)) {
        seats[side].turned = [];
        drawSeat(side, null);
      }
      roundEl.textContent = next.marketId;
    }
    round = next;
    const known = new Set(queue.map((c) => `${c.side}:${c.index}`));
    const fresh = dealOrder(next.cards).filter(
      (c) => seats[c.side] && c.index >= seats[c.side].turned.length && !known.has(`${c.side}:${c.index}`),
    );
    if (fresh.length === 0) return;
    queue.push(...fresh);
    // A deal already on the table when the page opens is shown at once, as a camera would.
    if (first || still.matches) {
      win.clearTimeout(turnTimer);
      turnTimer = 0;
      for (const card of queue.splice(0)) turn(card, false);
    } else if (!turnTimer) turnNext();
  };
  const serverNow = () => Date.now() + (skew ? (skew.lo + skew.hi) / 2 : 0);
  // Redrawn when its number changes, not on a fixed beat: one wake-up a second at most.
  const tick = () => {
    win.clearTimeout(tickTimer);
    tickTimer = 0;
    const now = serverNow();
    const text = countdownText(round, now);
    if (clockEl.textContent !== text) clockEl.textContent = text;
    const wait = nextTickIn(round, now);
    if (wait !== null) tickTimer = win.setTimeout(tick, wait);
  };
  const schedule = (ms) => {
    win.clearTimeout(pollTimer);
    pollTimer = win.setTimeout(poll, ms);
  };
  async function poll() {
    pollTimer = 0;
    if (doc.hidden) return; // visibilitychange polls again
    const sentAt = Date.now();
    try {
      const headers = ownOrigin && etag ? { 'If-None-Match': etag } : {};
      // No Referer: the server has no use for it, and it is bytes on every poll.
      const res = await win.fetch(url, {
        cache: ownOrigin ? 'no-store' : 'no-cache',
        headers,
        referrerPolicy: 'no-referrer',
      });
      const receivedAt = Date.now();
      const date = Date.parse(res.headers.get('Date') ?? '');
      if (Number.isFinite(date)) skew = narrowSkew(skew, date, sentAt, receivedAt);
      if (res.status !== 304) {
        if (!res.ok) throw new Error(`stream-round answered ${res.status}`);
        const next = readRound(await res.json());
        if (!next) throw new Error('stream-round answered something else');
        etag = res.headers.get('ETag');
        apply(next, round === null);
      }
      // The clock again: a new round, or the server's clock known better.
      tick();
      failures = 0;
      doc.body.classList.remove('stale');
      // Timed from the last poll's start, however long the answer took, and put where the next
      // answer tells the most of the server's clock.
      const now = Date.now();
      const delay = sentAt + nextPollIn(round, serverNow()) - now;
      schedule(Math.max(0, alignedDelay(delay, skew, now, receivedAt - sentAt, phase)));
    } catch {
      // Keep the last frame; back off so a struggling API is not hammered.
      failures += 1;
      doc.body.classList.add('stale');
      schedule(Math.min(MAX_RETRY_MS, POLL_MS * 2 ** failures));
    }
  }
  doc.addEventListener('visibilitychange', () => {
    if (!doc.hidden && !pollTimer) schedule(0);
  });
  void poll();
}

if (typeof document !== 'undefined' && document.body?.dataset.round) start(document, window);
