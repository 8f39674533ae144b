/**
 * The end-to-end stack runs on its own ports, so it never meets a `pnpm start` on 3000-4000.
 * E2E_PORT_BASE moves it (shell at the base, remotes next, API at base + 1000) for parallel workers.
 * The browser's DevTools server (support/network.ts reaches the page's shared workers through it) is
 * at base + 1500, on loopback.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  shell: base,
  sportsbook: base + 1,
  casino: base + 2,
  casinoBrand: base + 3,
  api: base + 1000,
  devtools: base + 1500,
} as const;
