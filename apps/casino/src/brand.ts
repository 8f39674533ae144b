/**
 * The brand this casino build themes its own area with ('' = inherit the shell's brand), and the
 * tables it offers in its lobby, in its order. Set at build time with BRAND=<id>.
 */
export const BUILD_BRAND: string = process.env.BRAND ?? '';

const BRAND_LOBBIES: Record<string, readonly string[]> = {
  emerald: ['teen20', 'dt20', 'lucky7', 'aaa'],
};

export function lobbyOrderFor(brand: string): readonly string[] | undefined {
  return BRAND_LOBBIES[brand];
}
