import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from '@exchange/shared-ui/router';
import { type RuntimeConfig } from '@exchange/remote-contract';
import { store } from '@exchange/shared-auth';
import { UiProvider, createBrandSystem, getBrand, loadDesignSystem } from '@exchange/shared-ui';
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
  // The design system (and Chakra) load with the first page or popup that draws with them, so a page
  // drawn without them (a live match) shows sooner; once the first page has settled they load and
  // the brand's system is built at idle, so that the first popup or Chakra page does not wait for
  // them (issue 12).
  useEffect(
    () =>
      whenSettled(() => {
        void loadDesignSystem().then(
          () => createBrandSystem(brand),
          () => undefined,
        );
        void LoginDialog.preload();
      }, SETTLE_MS),
    [brand],
  );
  return (
    <Provider store={store}>
      <UiProvider brand={brand} globals="static">
        <RouterProvider router={router} />
        <LoginDialog />
      </UiProvider>
    </Provider>
  );
}
