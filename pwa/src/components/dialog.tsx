/** The one dialog: modal, labelled by its title, focus kept inside, Escape and the X button close it. */
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, newest last: only the top one keeps the focus (a dialog may open another). */
const openPanels: HTMLElement[] = [];

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Element focused on open; default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Title only for assistive technology. */
  hideTitle?: boolean;
  /** 'sheet': rises from the bottom on a phone (the diner menu). */
  size?: 'small' | 'medium' | 'sheet';
  testId?: string;
};

export function Dialog({
  open,
  onClose,
  title,
  children,
  initialFocus,
  hideTitle,
  size = 'medium',
  testId,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = panel.current;
    if (el) openPanels.push(el);
    const target = initialFocus?.current ?? el?.querySelector<HTMLElement>(FOCUSABLE) ?? el;
    target?.focus();
    // focus that escapes (a click on the page behind, a screen reader jump) is brought back
    const onFocusIn = (e: FocusEvent) => {
      if (el && openPanels.at(-1) === el && e.target instanceof Node && !el.contains(e.target)) el.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      if (el) openPanels.splice(openPanels.lastIndexOf(el), 1);
      previous?.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; Escape and X are the keyboard ways
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog dialog-${size}`}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <header className="dialog-header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog-title'}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
