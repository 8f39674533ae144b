import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { Brand } from './brands';
import { themeConfig } from './chakraTheme';
import { brandColorTokens } from './brandTokens';
import { registerSystemBuilder } from './systemRegistry';

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

/**
 * The design system's builder: Chakra's `createSystem` with the theme's recipes. Loaded on demand
 * (`loadDesignSystem()` in `system.ts`) or with the Chakra components, never with a page's first
 * script (issue 12); it registers itself as it runs.
 */
registerSystemBuilder(buildSystem);
