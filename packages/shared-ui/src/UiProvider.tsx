// The provider alone (a context and Emotion's Global), not Chakra's components or its system builder.
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { useMemo, type ReactNode } from 'react';
import { royal, type Brand } from './brands';
import { BrandContext } from './brandContext';
import { brandTokenVars, createBrandSystem, isDesignSystemLoaded, loadDesignSystem } from './system';
import { ToastOutlet } from './ToastOutlet';

export type UiProviderProps = {
  brand?: Brand;
  children: ReactNode;
  /**
   * Where the design system's global CSS (reset, global styles, every token's variable) comes from.
   * `runtime` (the default): Chakra builds it and Emotion writes it into the page as the provider
   * first renders. `static`: the page already has it as a stylesheet, `@exchange/shared-ui/system.css`
   * (the shell imports it with its app); the provider writes only the brand's colours, and the system
   * is built when a Chakra component first needs it. Building and writing that CSS took about 150 ms
   * of a cold match's main thread on a phone, the system itself about 120 ms more (issue 12).
   */
  globals?: 'runtime' | 'static';
};

/**
 * What ChakraProvider reads of a system's config: only whether to write the layers' order, which
 * the static stylesheet already declares.
 */
const STATIC_CONFIG = { disableLayers: true };

/**
 * The system as ChakraProvider sees it when its global CSS is a stylesheet: no global styles to
 * write, and the system itself built only when a component first reads it (or when the shell
 * builds it at idle). A page drawn with no Chakra component, such as a live match, shows its rates
 * without building it: about 120 ms of a phone's main thread (issue 12).
 */
const staticViews = new Map<string, SystemContext>();

/**
 * The brand's system for a component rendering now. When the design system's chunk is not here yet
 * (a Chakra component outside `@exchange/shared-ui/chakra`, which brings it), the component
 * suspends until it is, and renders then.
 */
function systemOrSuspend(brand: Brand): SystemContext {
  if (!isDesignSystemLoaded()) throw loadDesignSystem();
  return createBrandSystem(brand);
}

function staticView(brand: Brand): SystemContext {
  let view = staticViews.get(brand.id);
  if (!view) {
    // Everything but the two keys above is read through to the brand's system, built on that first
    // read and cached (its functions close over their own state, so no receiver is needed).
    view = new Proxy({} as SystemContext, {
      get: (_target, key) =>
        key === '_global' ? [] : key === '_config' ? STATIC_CONFIG : Reflect.get(systemOrSuspend(brand), key),
      has: (_target, key) => Reflect.has(systemOrSuspend(brand), key),
    });
    staticViews.set(brand.id, view);
  }
  return view;
}

/**
 * The one design-system root: Chakra with the brand's system (light mode only) and the one
 * toast outlet (top-center, as the spec places toasts). Render it once, in the shell or in a
 * remote's standalone page; a differently branded area inside it uses `BrandScope`.
 */
export function UiProvider({ brand = royal, children, globals = 'runtime' }: UiProviderProps) {
  // The stylesheet holds the royal brand's colours: the brand's own, on the root, win over them.
  const brandCss = useMemo(() => {
    if (globals !== 'static') return null;
    const vars = Object.entries(brandTokenVars(brand)).map(([name, value]) => `${name}:${value}`);
    return `:root{${vars.join(';')}}`;
  }, [globals, brand]);
  return (
    <ChakraProvider value={brandCss === null ? systemOrSuspend(brand) : staticView(brand)}>
      {brandCss === null ? null : <style data-brand-tokens={brand.id}>{brandCss}</style>}
      <BrandContext.Provider value={brand}>
        {children}
        <ToastOutlet />
      </BrandContext.Provider>
    </ChakraProvider>
  );
}
