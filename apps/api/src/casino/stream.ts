import { createHash } from 'node:crypto';
import { SUIT_SYMBOLS, isRed, parseCard } from '@exchange/betting';
import type { TableEngine } from './engine';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function cardHtml(code: string): string {
  const { rank, suit } = parseCard(code);
  return `<span class="card ${isRed(code) ? 'red' : ''}">${escape(rank)}${SUIT_SYMBOLS[suit]}</span>`;
}

/** Reloads the page every second; the only script the page may run (allowed by its hash in the CSP). */
const RELOAD_SCRIPT = 'setTimeout(function(){location.reload()},1000)';
export const STREAM_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${createHash('sha256').update(RELOAD_SCRIPT).digest('base64')}'`;

/**
 * The "live video" of a table: there is no camera here, so the stream URL serves a small page of
 * the current round (countdown and dealt cards) that reloads itself every second. The client frames it sandboxed with
 * scripts but without same-origin (a meta refresh is refused in a sandbox without scripts), so the
 * page runs only its hashed reload script, in an opaque origin that cannot reach the player's page.
 */
export function streamPage(engine: TableEngine): string {
  const { round, table } = engine;
  const sides = Object.entries(round.cards)
    .map(([side, cards]) => `<div class="side"><b>${escape(side.toUpperCase())}</b> ${cards.map(cardHtml).join('') || '<i>waiting</i>'}</div>`)
    .join('');
  const status = round.phase === 'BETTING' ? `Place your bets: ${round.autoTime}` : round.verdict ? `Winner: ${escape(round.verdict.winnerLabel)}` : 'No more bets';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(table.name)}</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:#0b3d2e;color:#fff;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;height:100vh;gap:4px;box-sizing:border-box;padding:8px}
.card{display:inline-block;background:#fff;color:#111;border-radius:4px;padding:2px 5px;margin:0 2px;font-weight:700}.red{color:#c62828}.side{min-height:24px}</style></head>
<body><div><b>${escape(table.name)}</b> · Round ${escape(round.marketId)}</div>${sides}<div>${status}</div><script>${RELOAD_SCRIPT}</script></body></html>`;
}
