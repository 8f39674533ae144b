/** Client code is the first word of the username; the name is the whole of it (spec section 2). */
export function clientCode(username: string): string {
  return username.trim().split(/\s+/)[0] ?? '';
}

export const RATE_DIFFERENCES = [1, 2, 3, 4, 5] as const;
