/**
 * The optional bump-bar mapping (ADR 0056): a bump bar is a keyboard, so with the switch on, digits 1-9 select
 * the nth ticket, Enter or Space bumps it (KDS3) and Escape clears. Remembered per tablet.
 */
import { useCallback, useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';

export type BumpBar = {
  readonly on: boolean;
  readonly toggle: () => void;
  /** Index of the selected ticket, or null. */
  readonly selected: number | null;
};

/** Keys typed into a field are the field's, not the bump bar's. */
const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export function useBumpBar(ticketCount: number, bump: (index: number) => void): BumpBar {
  const [on, setOn] = useState(() => readStorage('local', STORAGE_KEYS.kitchenBumpBar) === 'on');
  const [selected, setSelected] = useState<number | null>(null);
  const toggle = useCallback(() => {
    setOn((was) => {
      writeStorage('local', STORAGE_KEYS.kitchenBumpBar, was ? null : 'on');
      return !was;
    });
    setSelected(null);
  }, []);

  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      if (/^[1-9]$/.test(e.key)) {
        const n = Number(e.key) - 1;
        if (n < ticketCount) setSelected(n);
      } else if ((e.key === 'Enter' || e.key === ' ') && selected !== null) {
        e.preventDefault();
        bump(selected);
      } else if (e.key === 'Escape') setSelected(null);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, selected, ticketCount, bump]);

  // a bumped-away ticket leaves the selection on the one that took its place, or none
  const current = selected !== null && selected < ticketCount ? selected : null;
  return { on, toggle, selected: current };
}
