import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { configureApiBases, loadRuntimeConfig, store, type RemoteModule } from '@exchange/shared-auth';
import { UiProvider, getBrand } from '@exchange/shared-ui';

function Routes({ module }: { module: RemoteModule }) {
  return useRoutes(module.routes.map((r) => ({ path: r.path, element: r.element })));
}

export async function renderStandalone(module: RemoteModule) {
  const config = await loadRuntimeConfig();
  configureApiBases(config.api);
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <UiProvider brand={getBrand(config.brand)}>
        <BrowserRouter>
          <Routes module={module} />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}
