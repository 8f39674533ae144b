import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { Brand } from './brands';
import { BrandContext } from './brandContext';
import { brandTokenVars } from './system';

export type BrandScopeProps = { brand: Brand; children: ReactNode };

/**
 * Re-themes a subtree for another brand (a casino remote of another brand inside the shell).
 * A second ChakraProvider would write its tokens to the document root and repaint the whole
 * page, so this overrides the brand's token variables on a layout-neutral wrapper instead. It
 * adds no Toaster: toasts keep going to the shell's one outlet. Portalled content (dialogs,
 * drawers) renders outside the wrapper and so keeps the outer brand unless portalled into it.
 */
export function BrandScope({ brand, children }: BrandScopeProps) {
  const style = useMemo(() => brandTokenVars(brand) as CSSProperties, [brand]);
  return (
    <BrandContext.Provider value={brand}>
      {/* A plain element, so that re-theming costs no design system (issue 12). */}
      <div style={{ display: 'contents', ...style }} data-brand={brand.id}>
        {children}
      </div>
    </BrandContext.Provider>
  );
}
