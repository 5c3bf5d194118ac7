/** The page for an unknown route or a route that failed ('Unexpected Application Error' in the spec). */
import { TEXTS } from '@tavola/shared';

export function UnexpectedError({ error }: { error?: unknown }) {
  const detail =
    error === undefined ? '404 Not Found' : error instanceof Error ? error.message : String(error);
  return (
    <section className="panel message-panel" role="alert" data-testid="unexpected-error">
      <h1>{TEXTS.unexpectedError}</h1>
      <p className="muted">{detail}</p>
      <a href="/" className="btn btn-primary">
        Home
      </a>
    </section>
  );
}

export const NotFound = () => <UnexpectedError />;
