import { createContext, useContext } from 'react';
import { royal, type Brand } from './brands';

/** The brand of the nearest `UiProvider` or `BrandScope`; the default brand outside both. */
export const BrandContext = createContext<Brand>(royal);
BrandContext.displayName = 'BrandContext';

export function useBrand(): Brand {
  return useContext(BrandContext);
}
