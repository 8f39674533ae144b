import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from '@exchange/shared-ui/router';
import { type RuntimeConfig } from '@exchange/remote-contract';
import { store } from '@exchange/shared-auth';
import { UiProvider, createBrandSystem, getBrand } from '@exchange/shared-ui';
// The design system's reset, global styles and token variables, as a stylesheet loaded with this
// chunk rather than built and written by the provider on a phone's main thread (issue 12).
import '@exchange/shared-ui/system.css';
import { whenSettled } from '../boot/whenIdle';
import { SETTLE_MS } from '../federation/usePreloadRemotes';
import { LoginDialog } from '../features/login';
import { createShellRouter } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createShellRouter(), []);
  const brand = getBrand(config.brand);
  // The design system is built when a component first needs it, so a page drawn without one (a
  // live match) shows sooner; it is built at idle once the first page has settled, so the first
  // dialog or Chakra page does not wait for it (issue 12).
  useEffect(() => whenSettled(() => createBrandSystem(brand), SETTLE_MS), [brand]);
  return (
    <Provider store={store}>
      <UiProvider brand={brand} globals="static">
        <RouterProvider router={router} />
        <LoginDialog />
      </UiProvider>
    </Provider>
  );
}
