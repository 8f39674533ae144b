import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { type RuntimeConfig } from '@exchange/remote-contract';
import { store } from '@exchange/shared-auth';
import { UiProvider, getBrand } from '@exchange/shared-ui';
import { LoginDialog } from '../features/login';
import { createShellRouter } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createShellRouter(), []);
  return (
    <Provider store={store}>
      <UiProvider brand={getBrand(config.brand)}>
        <RouterProvider router={router} />
        <LoginDialog />
      </UiProvider>
    </Provider>
  );
}
