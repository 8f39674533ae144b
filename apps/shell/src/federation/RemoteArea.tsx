import { Suspense, use, useMemo } from 'react';
import { useRoutes, type RouteObject } from '@exchange/shared-ui/router';
import type { RemoteModule, RemoteName } from '@exchange/remote-contract';
import { LoadingBlock, UnavailablePanel, useLanguage, useT, useTranslateText } from '@exchange/shared-ui';
import { RequireAuth } from '../app/RequireAuth';
import { NotFoundPage } from '../features/notFound';
import { AREA_NAMES } from './remoteDeclarations';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoadError, forgetRemote, loadRemoteModule } from './remoteRegistry';

function RemoteRoutes({ module }: { module: RemoteModule }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      ...module.routes.map((route) => ({
        path: route.path,
        element: route.requiresAuth ? <RequireAuth>{route.element}</RequireAuth> : route.element,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
    [module],
  );
  return useRoutes(routes);
}

function LoadedRemote({ name }: { name: RemoteName }) {
  const module = use(loadRemoteModule(name));
  return <RemoteRoutes module={module} />;
}

/** Mounts one remote's routes; a remote that is down or incompatible never takes the shell with it. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const t = useT();
  const tx = useTranslateText();
  const language = useLanguage();
  const area = tx(AREA_NAMES[name]);
  // Mid-sentence the English name is a common noun ('This casino version'); Hindi has no case.
  const inSentence = language === 'en' ? area.toLowerCase() : area;
  return (
    <RemoteErrorBoundary
      remote={name}
      onReset={() => forgetRemote(name)}
      fallback={(error, retry) => (
        <UnavailablePanel
          title={t('common.unavailable', { area })}
          message={
            error instanceof RemoteLoadError && error.kind === 'incompatible'
              ? t('remote.incompatible', { area: inSentence, reason: error.message })
              : t('remote.notLoaded', { area: inSentence })
          }
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<LoadingBlock />}>
        <LoadedRemote name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
