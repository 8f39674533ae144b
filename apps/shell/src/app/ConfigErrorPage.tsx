import { useLoginT, type LoginKey } from '@exchange/shared-ui/login';

/**
 * Shown when the site cannot start (config missing or malformed, app chunks unreachable): plain
 * markup, since no theme could load, in the language on screen from the login's part of the
 * catalogue (the first bundle carries it). The error's own text is for support and stays as it came.
 */
export function ConfigErrorPage({ title = 'boot.notConfigured', message }: { title?: LoginKey; message: string }) {
  const t = useLoginT();
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 560, margin: '40px auto' }}>
      <h1 style={{ fontSize: 20 }}>{t(title)}</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('boot.tryAgain')}
      </button>
    </main>
  );
}
