import type { CasinoTable } from '@exchange/betting';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** No scripts at all: the page is styles and text, so the frame can be sandboxed without any allowance. */
export const STREAM_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The "live video" of a table: there is no camera here, so the stream URL serves a still page of
 * the table with a pulsing LIVE mark, loaded once like a video would be. The round's countdown and
 * dealt cards are drawn over the frame by the client from its odds poll, so the page needs neither
 * reloads nor polling (a reload a second was most of a table's bytes and layouts, issue 12). The
 * pulse animates opacity only, which the compositor runs without the page's main thread.
 */
export function streamPage(table: CasinoTable): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(table.name)}</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:radial-gradient(ellipse at 50% 35%,#17694d,#0b3d2e 70%);color:#fff;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;height:100vh;box-sizing:border-box;padding:8px}
.live{position:fixed;top:8px;right:8px;font-weight:700;font-size:12px;letter-spacing:.08em}
.dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:#e53935;margin-right:4px;animation:pulse 1.6s ease-in-out infinite}
@keyframes pulse{50%{opacity:.2}}
@media (prefers-reduced-motion:reduce){.dot{animation:none}}</style></head>
<body><div class="live"><span class="dot"></span>LIVE</div><div><b>${escape(table.name)}</b></div></body></html>`;
}
