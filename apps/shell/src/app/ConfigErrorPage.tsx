/** Shown when /config.json is missing or malformed: plain markup, since no theme could load. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 560, margin: '40px auto' }}>
      <h1 style={{ fontSize: 20 }}>The site is not configured correctly</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
