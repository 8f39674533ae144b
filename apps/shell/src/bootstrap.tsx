import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiBases, loadRuntimeConfig } from '@exchange/shared-auth';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { registerRemotesFromConfig } from './federation/remoteRegistry';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    configureApiBases(config.api);
    registerRemotesFromConfig(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<ConfigErrorPage message={error instanceof Error ? error.message : String(error)} />);
  });
