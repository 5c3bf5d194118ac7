/** The frame of the public text pages: a title, the date of the text, readable columns. */
import type { ReactNode } from 'react';
import './static-pages.css';

export const POLICY_UPDATED = 'January 15, 2026';

export function StaticPage({
  title,
  updated,
  children,
  testId,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <article className="static-page" aria-labelledby="static-title" data-testid={testId}>
      <h1 id="static-title">{title}</h1>
      {updated && <p className="muted">Last updated: {updated}</p>}
      {children}
    </article>
  );
}
