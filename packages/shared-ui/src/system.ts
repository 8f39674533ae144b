import type { SystemContext } from '@chakra-ui/react';
import type { Brand } from './brands';
import { systemBuilder } from './systemRegistry';

export { brandColorTokens, brandTokenVars } from './brandTokens';

// Creating a system is costly (token dictionary, recipes): build once per brand id.
const systems = new Map<string, SystemContext>();

/**
 * What builds a brand's system is `designSystem.ts`: Chakra's system builder and the theme's recipes
 * (about 30 KB of brotli and 90 ms of a phone's main thread to evaluate). It is not part of any
 * page's first script: it comes with the Chakra components (`@exchange/shared-ui/chakra` imports
 * it), with `loadDesignSystem()`, or with the first component that reads the system (issue 12).
 */
let loading: Promise<void> | null = null;

/** Whether a brand's system can be built now, without waiting for a chunk. */
export function isDesignSystemLoaded(): boolean {
  return systemBuilder() !== null;
}

/** Loads the design system's builder (once; resolves at once when it is already here). */
export function loadDesignSystem(): Promise<void> {
  if (isDesignSystemLoaded()) return Promise.resolve();
  loading ??= import('./designSystem').then(
    () => undefined,
    (error: unknown) => {
      // A failed chunk (a lost connection) is asked for again next time, not remembered as failed.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether a brand's system has been built yet (the shell's first page draws without one, issue 12). */
export function hasBrandSystem(brand: Brand): boolean {
  return systems.has(brand.id);
}

/**
 * The Chakra system of a brand, cached by brand id. The design system must be loaded: a component
 * that reads the system before then suspends on `loadDesignSystem()` (UiProvider), and anything else
 * that needs one awaits it first.
 */
export function createBrandSystem(brand: Brand): SystemContext {
  let system = systems.get(brand.id);
  if (!system) {
    const build = systemBuilder();
    if (!build) throw new Error('The design system is not loaded yet: await loadDesignSystem() first.');
    system = build(brand);
    systems.set(brand.id, system);
  }
  return system;
}
