/** The top bar's user menu: Profile, My Devices, Support, Logout; a keyboard-operable menu button. */

import type { SessionUser } from '@tavola/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { Icon } from './icons.tsx';
import { useSignOut } from './sign-out.tsx';

const menuItems = (menu: HTMLElement | null): HTMLElement[] => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

const LINKS = [
  { label: () => translate('userMenu.profile'), to: '/dashboard/profile' },
  { label: () => translate('userMenu.devices'), to: '/dashboard/devices' },
  { label: () => translate('userMenu.support'), to: '/dashboard/contact-support' },
] as const;

export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const signOut = useSignOut(user);
  const t = useT();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const list = menuItems(menu.current);
    const i = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') setOpen(false);
  };

  const choose = (action: () => void) => {
    close(false);
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
