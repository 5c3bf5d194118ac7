/**
 * What an unknown address shows (PWA2): a page of its own with a way home, not a framework error; the words
 * 'Unexpected Application Error' stay for a screen that failed (components/unexpected-error.tsx).
 */
export function NotFoundScreen() {
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  return (
    <main id="main" className="not-found" data-testid="not-found">
      <section className="panel message-panel" aria-labelledby="not-found-title">
        <p style={{ margin: 0, fontSize: '3rem', fontWeight: 800, color: 'var(--brand)' }} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page not found</h1>
        <p>
          There is no page at <code>{path}</code>. The link may be mistyped, or the page may have moved.
        </p>
        <div className="actions">
          <a href="/" className="btn btn-primary">
            Go to Home
          </a>
          <a href="/login" className="btn btn-secondary">
            Login
          </a>
        </div>
      </section>
    </main>
  );
}
