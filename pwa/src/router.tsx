/** The app's router: code-based route tree, lazy screens, the spec's error page for anything unknown. */

import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { TEXTS } from '@tavola/shared';
import { StatusLine } from './components/area-panel.tsx';
import { UnexpectedError } from './components/unexpected-error.tsx';
import { NotFoundScreen } from './features/public/not-found-screen.tsx';
import { routeTree } from './routes/route-tree.ts';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultErrorComponent: ({ error }) => <UnexpectedError error={error} />,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: () => <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
