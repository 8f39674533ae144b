/** The end-to-end stack runs on its own ports, so it never meets a `pnpm start` on 3000-4000. */
export const E2E_PORTS = { shell: 3100, sportsbook: 3101, casino: 3102, casinoBrand: 3103, api: 4100 } as const;
