/** The top bar's user menu: Profile, My Devices, Support, Logout; a keyboard-operable menu button. */

import type { SessionUser } from '@tavola/shared';
import { useId } from 'react';
import { useMenuButton } from '../../components/use-menu-button.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { Icon } from './icons.tsx';
import { useSignOut } from './sign-out.tsx';

const LINKS = [
  { label: () => translate('userMenu.profile'), to: '/dashboard/profile' },
  { label: () => translate('userMenu.devices'), to: '/dashboard/devices' },
  { label: () => translate('userMenu.support'), to: '/dashboard/contact-support' },
] as const;

export function UserMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, button, menu, onMenuKey } = useMenuButton();
  const menuId = useId();
  const signOut = useSignOut(user);
  const t = useT();

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div className="user-menu">
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="user-menu-button"
      >
        <Icon name="user" />
        <span className="user-menu-name">{user.name}</span>
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label="User menu" className="menu" onKeyDown={onMenuKey}>
          {LINKS.map((l) => (
            <button
              key={l.to}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => choose(() => void navigateTo(l.to))}
            >
              {l.label()}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => choose(() => void signOut.request())}
          >
            {t('userMenu.logout')}
          </button>
        </div>
      )}
      {signOut.dialog}
    </div>
  );
}
