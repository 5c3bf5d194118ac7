/** A menu button with its list of actions (the orders screen's group and item menus), keyboard-operable. */
import { useId } from 'react';
import { useMenuButton } from '../../components/use-menu-button.ts';

export type MenuAction = { readonly label: string; readonly onSelect: () => void; readonly danger?: boolean };

export function ActionMenu({
  label,
  actions,
  className = 'icon-button',
}: {
  /** The button's accessible name, e.g. 'Actions for T1'. */
  label: string;
  actions: readonly MenuAction[];
  className?: string;
}) {
  const { open, setOpen, button, menu, onMenuKey } = useMenuButton();
  const id = useId();

  return (
    <div className="action-menu">
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={label} className="menu" onKeyDown={onMenuKey}>
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={a.danger ? 'menu-danger' : undefined}
              onClick={() => {
                setOpen(false);
                a.onSelect();
              }}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
