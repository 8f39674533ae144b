import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { royal, type Brand } from './brands';
import { BrandContext } from './brandContext';
import { brandTokenVars, createBrandSystem } from './system';
import { ToastOutlet } from './ToastOutlet';

export type UiProviderProps = {
  brand?: Brand;
  children: ReactNode;
  /**
   * Where the design system's global CSS (reset, global styles, every token's variable) comes from.
   * `runtime` (the default): Chakra builds it and Emotion writes it into the page as the provider
   * first renders. `static`: the page already has it as a stylesheet, `@exchange/shared-ui/system.css`
   * (the shell imports it with its app); the provider writes only the brand's colours. Building and
   * writing that CSS took about 150 ms of a cold match's main thread on a phone (issue 12).
   */
  globals?: 'runtime' | 'static';
};

/** The system as ChakraProvider sees it when its global CSS is a stylesheet: no global styles to write. */
const withoutGlobals = new WeakMap<SystemContext, SystemContext>();
function staticView(system: SystemContext): SystemContext {
  let view = withoutGlobals.get(system);
  if (!view) {
    // Everything else is read through to the system (its functions close over their own state).
    view = Object.create(system, { _global: { value: [] } }) as SystemContext;
    withoutGlobals.set(system, view);
  }
  return view;
}

/**
 * The one design-system root: Chakra with the brand's system (light mode only) and the one
 * toast outlet (top-center, as the spec places toasts). Render it once, in the shell or in a
 * remote's standalone page; a differently branded area inside it uses `BrandScope`.
 */
export function UiProvider({ brand = royal, children, globals = 'runtime' }: UiProviderProps) {
  const system = createBrandSystem(brand);
  // The stylesheet holds the royal brand's colours: the brand's own, on the root, win over them.
  const brandCss = useMemo(() => {
    if (globals !== 'static') return null;
    const vars = Object.entries(brandTokenVars(system, brand)).map(([name, value]) => `${name}:${value}`);
    return `:root{${vars.join(';')}}`;
  }, [globals, system, brand]);
  return (
    <ChakraProvider value={brandCss === null ? system : staticView(system)}>
      {brandCss === null ? null : <style data-brand-tokens={brand.id}>{brandCss}</style>}
      <BrandContext.Provider value={brand}>
        {children}
        <ToastOutlet />
      </BrandContext.Provider>
    </ChakraProvider>
  );
}
