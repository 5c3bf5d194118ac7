/** A titled panel for areas whose screens arrive in later issues: it names the area and nothing more. */
import type { ReactNode } from 'react';

export function AreaPanel({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="panel area-panel" aria-labelledby="area-title" data-testid={testId ?? 'area-panel'}>
      <h1 id="area-title">{title}</h1>
      {children ?? <p className="muted">This area is not available yet.</p>}
    </section>
  );
}

/** Loading and failure lines of online-only screens. */
export function StatusLine({ kind, children }: { kind: 'loading' | 'error'; children: ReactNode }) {
  return kind === 'error' ? (
    <p className="status-line status-error" role="alert">
      {children}
    </p>
  ) : (
    <p className="status-line" role="status">
      {children}
    </p>
  );
}
