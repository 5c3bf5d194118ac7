/**
 * Programmatic navigation for code inside and outside React (fetch helper, sign-out, form success).
 * main.tsx binds it to the router with `routerNavigator`.
 */
export type NavigateOptions = { replace?: boolean };
type Navigate = (to: string, opts: NavigateOptions) => Promise<void>;

let navigateImpl: Navigate = async (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts: NavigateOptions = {}): Promise<void> {
  return navigateImpl(to, opts);
}

type RouterLike = {
  preloadRoute: (opts: { to: string }) => Promise<unknown>;
  navigate: (opts: { to: string; replace?: boolean }) => Promise<void>;
};

/**
 * The router changes the address before a lazy screen has loaded, leaving the old screen up meanwhile (a user
 * could type into a form that is about to go). Loading the target first makes address and screen change together.
 */
export const routerNavigator =
  (router: RouterLike): Navigate =>
  async (to, opts) => {
    await router.preloadRoute({ to }).catch(() => undefined);
    await router.navigate({ to, replace: opts.replace ?? false });
  };
