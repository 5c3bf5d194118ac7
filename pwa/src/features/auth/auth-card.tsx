/** The centred card that holds the sign-in, sign-up and password forms. */
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="auth-card panel" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {children}
      {footer && <div className="auth-footer">{footer}</div>}
    </section>
  );
}
