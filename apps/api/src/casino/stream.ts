import { freshShoe, type CasinoGameRules, type CasinoTable } from '@exchange/betting';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * One script, from the API's own origin (stream-frame.js), and polls to that origin only; styles
 * inline. No inline script, no eval, nothing from another origin, no form, no <base>.
 */
export const STREAM_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** Andar Bahar deals until a match: its sides show the latest five, as the client's felt does. */
const SLOT_WINDOW = 5;

export type StreamSeat = { side: string; label: string; slots: number };

/** 'playerA' → 'Player A', 'dragon' → 'Dragon': the deal's side names, as a caption. */
const labelOf = (side: string) =>
  side.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/**
 * The table's seats, read from its deal (packages/betting) so that every table of the catalogue is
 * drawn: a seat per side, with as many slots as the side takes from a shoe in deck order (a rank
 * repeats only after 13 cards, so Andar Bahar's sides run to the window), at least one, at most five.
 */
export function streamSeats(rules: Pick<CasinoGameRules, 'deal'>): StreamSeat[] {
  const dealt = rules.deal(freshShoe(8));
  return Object.entries(dealt).map(([side, cards]) => ({
    side,
    label: labelOf(side),
    slots: Math.min(SLOT_WINDOW, Math.max(1, cards.length)),
  }));
}

/**
 * Seats side by side when each holds one card (Dragon Tiger, Lucky 7); otherwise a row per seat
 * of several cards, with the one-card seats (Andar Bahar's joker) in a column before them. `across`
 * is the most cards in a line, which bounds a card's width.
 */
function stageOf(seats: readonly StreamSeat[]) {
  const many = seats.filter((s) => s.slots > 1);
  if (many.length === 0) return { kind: 'across', rows: 1, across: seats.length, mixed: false };
  const mixed = many.length < seats.length;
  return {
    kind: 'rows',
    rows: many.length,
    across: Math.max(...many.map((s) => s.slots)) + (mixed ? 1 : 0),
    mixed,
  };
}

// The LIVE dot pulses three times as the stream comes up (and again when it recovers from stale),
// then stays lit: an endless animation would make the table's renderer draw frames all session.
const STYLE = `html,body{height:100%}body{margin:0;font:12px system-ui,sans-serif;color:#fff;display:grid;grid-template-rows:auto minmax(0,1fr);background:radial-gradient(ellipse at 50% 40%,#1b7a57,#0b3d2e 75%);overflow:hidden}
header{display:flex;align-items:center;gap:8px;padding:4px 8px;background:#0008;white-space:nowrap}
.name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis}.clock{font:800 18px/1 system-ui,sans-serif;font-variant-numeric:tabular-nums;background:#000a;border-radius:4px;padding:2px 6px}
.dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:#e53935;margin-right:4px;animation:pulse 1.6s ease-in-out 3}.stale .dot{background:#9e9e9e;animation:none}
main{--lab:6px;--ch:min(96px,calc((100vh - 36px)/var(--rows) - var(--lab)),calc((100vw - 96px)/var(--across)*1.4 - 6px));display:grid;gap:4px 12px;place-content:center;padding:4px}
.many{display:flex;align-items:center;gap:6px}.rows .many{grid-column:1}.mixed .many{grid-column:2}.mixed .one{grid-column:1;grid-row:1/-1}.many .label{width:56px;text-align:right}
.across{--lab:24px;grid-auto-flow:column}.one{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px}
.label{font-weight:700;opacity:.9}.slots{display:flex;gap:4px}
.slot{height:var(--ch);aspect-ratio:5/7;box-sizing:border-box;border:2px solid #fff;border-radius:5px;background:repeating-linear-gradient(45deg,#a61c1c 0 3px,#7b1212 3px 6px)}
.slot.up{border:0;background:none}.slot svg{display:block;width:100%;height:100%}.new svg{animation:turn .4s ease-out}
.r{fill:#c62828}.b{fill:#1b1b1b}
@keyframes pulse{50%{opacity:.2}}@keyframes turn{from{transform:perspective(300px) rotateY(90deg)}}
@media (prefers-reduced-motion:reduce){.dot,.new svg{animation:none}}`;

function seatHtml(seat: StreamSeat): string {
  const slots = '<div class="slot"></div>'.repeat(seat.slots);
  return `<section class="${seat.slots > 1 ? 'many' : 'one'}" data-side="${escape(seat.side)}"><span class="label">${escape(seat.label)}</span><div class="slots">${slots}</div></section>`;
}

/**
 * The "live video" of a table. There is no camera here: the page films the engine instead. It is
 * loaded once; its script (stream-frame.js) polls `../stream-round` (ETag/304), every few seconds
 * while the round counts down on schedule and every second around the deal, and turns the card
 * slots face up as the engine deals them, shows the round id and counts down, and clears the slots
 * when the next round opens. Without the script it still shows the table
 * and its face-down slots. URLs are relative, so the page works under any prefix a proxy gives it.
 */
export function streamPage(table: CasinoTable, rules: Pick<CasinoGameRules, 'deal'>): string {
  const seats = streamSeats(rules);
  const stage = stageOf(seats);
  const name = escape(table.name);
  const round = `../stream-round?casinoGames=${encodeURIComponent(table.gameId)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} live</title>
<style>${STYLE}</style><script type="module" src="../stream-frame.js"></script></head>
<body data-round="${escape(round)}"><header><span><span class="dot"></span>LIVE</span><b class="name">${name}</b><span>Round <span id="round">-</span></span><span id="clock" class="clock">--</span></header>
<main id="stage" class="${stage.kind}${stage.mixed ? ' mixed' : ''}" style="--rows:${stage.rows};--across:${stage.across};grid-template-rows:repeat(${stage.rows},auto)">${seats.map(seatHtml).join('')}</main></body></html>`;
}

/** The page for a game code no table has: a plain page saying so, under the same CSP. */
export function streamNotFoundPage(gameCode: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No such table</title>
<style>body{margin:0;height:100vh;display:grid;place-content:center;font:14px system-ui,sans-serif;background:#0b3d2e;color:#fff;text-align:center}</style></head>
<body><p><b>No live table '${escape(gameCode)}'</b><br>This stream does not exist.</p></body></html>`;
}
