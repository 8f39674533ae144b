import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '@exchange/remote-contract';
import { LoginCard, LoginFields, getBrand, useLoginT, type LoginFieldsValue } from '@exchange/shared-ui/login';
import { loadApp, type ShellApp } from './loadApp';
import { whenIdle } from './whenIdle';

type Props = { config: RuntimeConfig; onLoggedIn: (app: ShellApp) => void };

/**
 * The login screen as a player first meets it: only React and one stylesheet, so it is usable
 * before the store, the router or the design system arrive. The rest of the app loads while the
 * player types; the login itself runs in it (same thunk, toasts and store as everywhere else).
 */
export function FirstLogin({ config, onLoggedIn }: Props) {
  const [app, setApp] = useState<ShellApp | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const t = useLoginT();

  useEffect(
    () =>
      whenIdle(
        () =>
          void loadApp().then(
            (loaded) => {
              setApp(loaded);
              loaded.prepareLogin();
            },
            () => undefined,
          ),
      ),
    [],
  );

  async function withApp(): Promise<ShellApp | null> {
    try {
      const loaded = await loadApp();
      setApp(loaded);
      setLoadError(false);
      return loaded;
    } catch {
      setLoadError(true);
      return null;
    }
  }

  async function submit(form: LoginFieldsValue) {
    setBusy(true);
    const loaded = await withApp();
    const user = loaded ? await loaded.login(config, form) : null;
    if (loaded && user) {
      onLoggedIn(loaded);
      return;
    }
    setBusy(false);
  }

  return (
    <>
      <LoginCard brand={getBrand(config.brand)}>
        {loadError ? (
          <p role="alert" style={{ color: '#d0021b', fontSize: 14, margin: '0 0 12px' }}>
            {t('login.loadFailed')}
          </p>
        ) : null}
        <LoginFields
          busy={busy}
          onSubmit={(form) => void submit(form)}
          onInvalid={(message) => void withApp().then((a) => a?.notify.error(message))}
        />
      </LoginCard>
      {app ? <app.ToastOutlet /> : null}
    </>
  );
}
