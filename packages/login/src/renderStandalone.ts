import type { RemoteModule } from '@exchange/remote-contract';
import { loadDesignSystem } from '@exchange/shared-ui';

/**
 * A remote's own page, for the team that owns it (`Standalone.tsx`): loaded when called, with the
 * design system, so that the index that exports it carries no Chakra (issue 12).
 */
export async function renderStandalone(module: RemoteModule, container: HTMLElement): Promise<void> {
  const [standalone] = await Promise.all([import('./Standalone'), loadDesignSystem()]);
  await standalone.renderStandalone(module, container);
}
