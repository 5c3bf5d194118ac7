/** The frame of every settings page: its heading, header actions on the right, then the page. */
import type { ReactNode } from 'react';
import './settings.css';

export function SettingsPage({
  title,
  actions,
  children,
  testId,
  before,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Shown above the heading (the breadcrumb of the item detail). */
  before?: ReactNode;
}) {
  return (
    <section
      className="panel settings-panel"
      aria-labelledby={`${testId ?? 'settings'}-title`}
      data-testid={testId}
    >
      {before}
      <header className="settings-header">
        <h1 id={`${testId ?? 'settings'}-title`}>{title}</h1>
        {actions && <div className="settings-header-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** An empty list's line. */
export const EmptyLine = ({ children }: { children: ReactNode }) => (
  <p className="muted settings-empty">{children}</p>
);
