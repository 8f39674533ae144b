/** Shown when the site cannot start (config missing or malformed, app chunks unreachable): plain markup, since no theme could load. */
export function ConfigErrorPage({
  title = 'The site is not configured correctly',
  message,
}: {
  title?: string;
  message: string;
}) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 560, margin: '40px auto' }}>
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
