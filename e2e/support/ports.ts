/**
 * The end-to-end stack runs on its own ports, so it never meets a `pnpm start` on 3000-4000.
 * E2E_PORT_BASE moves it (shell at the base, remotes next, API at base + 1000) for parallel workers.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  shell: base,
  sportsbook: base + 1,
  casino: base + 2,
  casinoBrand: base + 3,
  api: base + 1000,
} as const;
