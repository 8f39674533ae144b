import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { type RuntimeConfig } from '@exchange/remote-contract';
import { store } from '@exchange/shared-auth';
import { UiProvider, getBrand } from '@exchange/shared-ui';
// The design system's reset, global styles and token variables, as a stylesheet loaded with this
// chunk rather than built and written by the provider on a phone's main thread (issue 12).
import '@exchange/shared-ui/system.css';
import { LoginDialog } from '../features/login';
import { createShellRouter } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createShellRouter(), []);
  return (
    <Provider store={store}>
      <UiProvider brand={getBrand(config.brand)} globals="static">
        <RouterProvider router={router} />
        <LoginDialog />
      </UiProvider>
    </Provider>
  );
}
