import type { Brand } from './brands';

/** A lighter shade of a brand colour, for hover and subtle backgrounds. */
function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, white)`;
}

/**
 * Every colour token a brand defines, by token path under `colors`, each a literal value.
 * Literals rather than references ({colors.brand.primary}) because `BrandScope` re-themes a
 * subtree by overriding these CSS variables, and a reference would already be resolved at the root.
 * The `solid`…`focusRing` keys make `colorPalette="brand"` work on Chakra's recipes (Button etc.).
 */
export function brandColorTokens(brand: Brand): Record<string, string> {
  const c = brand.colors;
  return {
    'brand.primary': c.primary,
    'brand.primaryContrast': c.primaryContrast,
    'brand.accent': c.accent,
    'brand.headerBg': c.headerBg,
    'brand.headerText': c.headerText,
    'brand.pageBg': c.pageBg,
    'brand.solid': c.primary,
    'brand.contrast': c.primaryContrast,
    'brand.fg': c.primary,
    'brand.muted': tint(c.primary, 25),
    'brand.subtle': tint(c.primary, 12),
    'brand.emphasized': tint(c.primary, 40),
    'brand.focusRing': c.primary,
    // The casino table's felt: the brand colour deepened, so white captions and cards stand out on it.
    'brand.felt': `color-mix(in srgb, ${c.primary} 62%, black)`,
    'bet.back': c.back,
    'bet.lay': c.lay,
    'pl.positive': c.positive,
    'pl.negative': c.negative,
  };
}

/** Chakra's prefix for its CSS variables (the theme's `cssVarsPrefix`; `system.test.ts` checks it is). */
const CSS_VARS_PREFIX = 'chakra';

/** The CSS variable of a colour token path (`brand.primaryContrast` → `--chakra-colors-brand-primary-contrast`), as Chakra names it. */
function colorTokenVar(path: string): string {
  return `--${CSS_VARS_PREFIX}-colors-${path.replace('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * A brand's colour tokens as the CSS variables a system reads (`--chakra-colors-brand-primary`…),
 * each with the brand's value: what BrandScope sets on a subtree, and what UiProvider sets on the
 * root when the system's global CSS is the static stylesheet (built for the royal brand). Named
 * without building a system (`system.test.ts` checks the names against the system's own), so the
 * shell's first render does not wait for one (issue 12).
 */
export function brandTokenVars(brand: Brand): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [path, value] of Object.entries(brandColorTokens(brand))) vars[colorTokenVar(path)] = value;
  return vars;
}
