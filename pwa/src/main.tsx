/** Entry point: router, toasts, service-worker update prompt, install offer. */
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './features/install/install-prompt.ts';
import { precacheStaffOnStaffPages } from './features/install/staff-precache.ts';
import { UpdatePrompt } from './features/install/update-prompt.tsx';
import { applyLanguage, loadCatalog, loadStaffTexts } from './i18n/i18n.ts';
import { dinerLanguage, staffLanguage } from './i18n/language-choice.ts';
import { routerNavigator, setNavigator } from './lib/navigation.ts';
import { followPageTitles } from './lib/page-title.ts';
import { listenForSearchShortcut } from './lib/search-shortcut.ts';
import { getSessionUser } from './lib/session.ts';
import { AppToaster } from './lib/toast.tsx';
import { createAppRouter } from './router.tsx';
import { isDinerPage } from './sw/sw-contract.ts';
import './styles/base.css';
import './styles/components.css';
import './styles/shell.css';
import './styles/public.css';

listenForInstallPrompt();
// I18N2: the signed-in user's (or this device's last) language from the first paint; diner pages set theirs
applyLanguage(staffLanguage(getSessionUser()));

const router = createAppRouter();
setNavigator(routerNavigator(router));
listenForSearchShortcut(() => router.state.location.pathname);
followPageTitles(router);
precacheStaffOnStaffPages(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
      <AppToaster />
      <UpdatePrompt />
    </StrictMode>,
  );
// I18N6: the first paint waits for the staff's and the diner's catalogs (English is bundled: no wait), so it never flashes
// English, and on a staff page for the staff's English texts (the diner's menu carries only its own)
void Promise.all([
  loadCatalog(staffLanguage(getSessionUser())),
  loadCatalog(dinerLanguage()),
  isDinerPage(window.location.pathname) ? null : loadStaffTexts(),
]).finally(render);
