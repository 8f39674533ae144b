import { Box, useChakraContext, type SystemContext } from '@chakra-ui/react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { Brand } from './brands';
import { BrandContext } from './brandContext';
import { brandColorTokens } from './system';

export type BrandScopeProps = { brand: Brand; children: ReactNode };

/** The brand's colour tokens as the CSS variables the surrounding Chakra system reads. */
function scopedTokenVars(system: SystemContext, brand: Brand): CSSProperties {
  const vars: Record<string, string> = {};
  for (const [path, value] of Object.entries(brandColorTokens(brand))) {
    const cssVar = system.tokens.getByName(`colors.${path}`)?.extensions.cssVar?.var;
    if (cssVar) vars[cssVar] = value;
  }
  return vars as CSSProperties;
}

/**
 * Re-themes a subtree for another brand (a casino remote of another brand inside the shell).
 * A second ChakraProvider would write its tokens to the document root and repaint the whole
 * page, so this overrides the brand's token variables on a layout-neutral wrapper instead. It
 * adds no Toaster: toasts keep going to the shell's one outlet. Portalled content (dialogs,
 * drawers) renders outside the wrapper and so keeps the outer brand unless portalled into it.
 */
export function BrandScope({ brand, children }: BrandScopeProps) {
  const system = useChakraContext();
  const style = useMemo(() => scopedTokenVars(system, brand), [system, brand]);
  return (
    <BrandContext.Provider value={brand}>
      <Box display="contents" style={style} data-brand={brand.id}>
        {children}
      </Box>
    </BrandContext.Provider>
  );
}
