import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { royal, type Brand } from './brands';
import { BrandContext } from './brandContext';
import { createBrandSystem } from './system';
import { ToastOutlet } from './ToastOutlet';

export type UiProviderProps = { brand?: Brand; children: ReactNode };

/**
 * The one design-system root: Chakra with the brand's system (light mode only) and the one
 * toast outlet (top-center, as the spec places toasts). Render it once, in the shell or in a
 * remote's standalone page; a differently branded area inside it uses `BrandScope`.
 */
export function UiProvider({ brand = royal, children }: UiProviderProps) {
  return (
    <ChakraProvider value={createBrandSystem(brand)}>
      <BrandContext.Provider value={brand}>
        {children}
        <ToastOutlet />
      </BrandContext.Provider>
    </ChakraProvider>
  );
}
