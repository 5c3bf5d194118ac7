/**
 * The end of a long menu grid: the next page of items loads when this comes into view (or on the button,
 * for keyboards and browsers without IntersectionObserver). A till with 1,000 items renders one page of
 * cards, not 1,000, on every search keystroke and cart change (issue 5 bench `pos`).
 */
import { useEffect, useRef } from 'react';

export function GridMore({ left, onMore }: { left: number; onMore: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [onMore]);
  return (
    <li ref={ref} className="pos-grid-more">
      <button type="button" className="btn btn-secondary btn-block" onClick={onMore}>
        Show more items ({left})
      </button>
    </li>
  );
}
