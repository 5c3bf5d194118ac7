/** Renders the whole app (router, toasts) at a path, in memory. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { routerNavigator, setNavigator } from '../lib/navigation.ts';
import { listenForSearchShortcut } from '../lib/search-shortcut.ts';
import { AppToaster } from '../lib/toast.tsx';
import { createAppRouter } from '../router.tsx';

export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(history);
  setNavigator(routerNavigator(router));
  listenForSearchShortcut(() => router.state.location.pathname);
  const view = render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
  return { ...view, router, history };
}
