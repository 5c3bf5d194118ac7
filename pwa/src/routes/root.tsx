/** The root route: every route tree hangs here; unknown paths and route errors show the spec's error page. */
import { createRootRoute, Outlet, redirect } from '@tanstack/react-router';
import { UnexpectedError } from '../components/unexpected-error.tsx';
import { NotFoundScreen } from '../features/public/not-found-screen.tsx';
import type { GuardRedirect } from './guards.ts';

export const rootRoute = createRootRoute({
  component: Outlet,
  errorComponent: ({ error }) => <UnexpectedError error={error} />,
  notFoundComponent: NotFoundScreen,
});

/** Turns a guard's decision into the router's redirect. */
export function enforce(decision: GuardRedirect | null): void {
  if (decision) throw redirect({ to: decision.to, replace: decision.replace });
}
