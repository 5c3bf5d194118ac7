/**
 * DIN-FP4 (ADR 0075): how many of the menu's cards are rendered. A 10,000-item menu rendered at once held a
 * phone's main thread (4× slowed) for seconds after its answer arrived; the first FIRST_CARDS render with the
 * menu, the rest follow BATCH_CARDS at a time between frames. A tap on a category chip (CategoryBar) renders
 * them all first, so its section is where it will stay. `localStorage['tavola.dinerCardsAtOnce'] = '1'`: all at once.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export const FIRST_CARDS = 60;
export const BATCH_CARDS = 500;
/** The switch (a phone's own setting): every card at once, as before. */
export const CARDS_AT_ONCE_KEY = 'tavola.dinerCardsAtOnce';
const SHOW_ALL = 'tavola:diner-show-all-cards';

const atOnce = () => {
  try {
    return localStorage.getItem(CARDS_AT_ONCE_KEY) === '1';
  } catch {
    return false;
  }
};

/** Renders every card now (before a scroll to a section): the menu's list listens. */
export const showAllCards = () => window.dispatchEvent(new Event(SHOW_ALL));

export function useShownCards(total: number): number {
  const [shown, setShown] = useState(() => (atOnce() ? Number.POSITIVE_INFINITY : FIRST_CARDS));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + BATCH_CARDS), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  useEffect(() => {
    const all = () => flushSync(() => setShown(Number.POSITIVE_INFINITY));
    window.addEventListener(SHOW_ALL, all);
    return () => window.removeEventListener(SHOW_ALL, all);
  }, []);
  return shown;
}
