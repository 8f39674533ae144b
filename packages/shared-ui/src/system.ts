import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { Brand } from './brands';
import { themeConfig } from './chakraTheme';

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

type SemanticColorTree = Record<string, Record<string, { value: string }>>;

function toSemanticTree(tokens: Record<string, string>): SemanticColorTree {
  const tree: SemanticColorTree = {};
  for (const [path, value] of Object.entries(tokens)) {
    const [group, name] = path.split('.') as [string, string];
    tree[group] = { ...tree[group], [name]: { value } };
  }
  return tree;
}

/**
 * On a phone every control a thumb presses is at least 44 × 44 px (issue 16; WCAG 2.5.5), however
 * small the screen draws it: a minimum size, so a larger control keeps its own. `!important`
 * because global styles sit in the design system's first cascade layer, under the recipes' own
 * sizes; an important minimum in that layer wins over them all. A link inside a
 * sentence is exempt, as WCAG allows: minimum sizes do not apply to inline boxes. A checkbox is
 * pressed through its label, which the rule makes tall enough.
 */
export const TAP_TARGET_PX = 44;
const PHONE_TAP_TARGETS = {
  '@media screen and (max-width: 767.98px)': {
    'button, a[href], select, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]': {
      minHeight: `${TAP_TARGET_PX}px !important`,
      minWidth: `${TAP_TARGET_PX}px !important`,
    },
    'input:not([type="checkbox"], [type="radio"], [type="hidden"]), textarea, label:has(> input[type="checkbox"]), label:has(> input[type="radio"])':
      { minHeight: `${TAP_TARGET_PX}px !important` },
  },
};

function buildSystem(brand: Brand): SystemContext {
  return createSystem(
    themeConfig,
    defineConfig({
      // Light mode only: nothing here reacts to a dark class or the OS setting.
      globalCss: { html: { colorScheme: 'light' }, ...PHONE_TAP_TARGETS },
      theme: {
        semanticTokens: { colors: toSemanticTree(brandColorTokens(brand)) },
      },
    }),
  );
}

/** The CSS variable of a colour token path (`brand.primaryContrast` → `--chakra-colors-brand-primary-contrast`), as Chakra names it. */
function colorTokenVar(path: string): string {
  return `--${themeConfig.cssVarsPrefix}-colors-${path.replace('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
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

// Creating a system is costly (token dictionary, recipes): build once per brand id.
const systems = new Map<string, SystemContext>();

/** Whether a brand's system has been built yet (the shell's first page draws without one, issue 12). */
export function hasBrandSystem(brand: Brand): boolean {
  return systems.has(brand.id);
}

/** The Chakra system of a brand, cached by brand id. */
export function createBrandSystem(brand: Brand): SystemContext {
  let system = systems.get(brand.id);
  if (!system) {
    system = buildSystem(brand);
    systems.set(brand.id, system);
  }
  return system;
}
