/**
 * The end of a long menu grid: the next page of items loads when this comes within a screen of view (or on the
 * button, for keyboards and browsers without IntersectionObserver). A till with 1,000 items renders one page of
 * cards, not 1,000, on every search keystroke and cart change (issue 5 bench `pos`).
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';

/** The nearest ancestor that scrolls the grid (the menu column on tablets), or null for the page (phones). */
function scroller(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') return p;
  }
  return null;
}

/**
 * PERF8, PERF10: each grid's scroller, found once per window width. Reading computed styles right after a
 * keystroke's commit forced a style recalculation and layout of the grid (a container-query container); kept by
 * the grid, not by this element, because a search with a page of matches or fewer unmounts this and the next
 * keystroke mounts it again (a sixth of the bench's keystrokes paid the walk, and they made the p95).
 */
const scrollers = new WeakMap<Element, { width: number; el: HTMLElement | null }>();

function scrollerOf(el: HTMLElement): HTMLElement | null {
  const grid = el.parentElement ?? el;
  let found = scrollers.get(grid);
  if (found?.width !== window.innerWidth) {
    found = { width: window.innerWidth, el: scroller(el) };
    scrollers.set(grid, found);
  }
  return found.el;
}

export function GridMore({ left, onMore }: { left: number; onMore: () => void }) {
  const t = useT();
  const ref = useRef<HTMLLIElement>(null);
  // Observed afresh after every page (`left` changes): a page that leaves this still within a screen of the
  // end loads the next at once instead of waiting for a scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` re-arms the observer on purpose
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMore();
      },
      { root: scrollerOf(el), rootMargin: '0px 0px 100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [onMore, left]);
  return (
    <li ref={ref} className="pos-grid-more">
      <button type="button" className="btn btn-secondary btn-block" onClick={onMore}>
        {t('pos.showMore', { left })}
      </button>
    </li>
  );
}
