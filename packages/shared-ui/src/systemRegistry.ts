import type { SystemContext } from '@chakra-ui/react';
import type { Brand } from './brands';

/**
 * What builds a brand's design system: `designSystem.ts` registers it here as it runs. Kept apart
 * from `system.ts`, which loads that module on demand, so that neither imports the other.
 */
let builder: ((brand: Brand) => SystemContext) | null = null;

export function registerSystemBuilder(build: (brand: Brand) => SystemContext): void {
  builder = build;
}

export function systemBuilder(): ((brand: Brand) => SystemContext) | null {
  return builder;
}
