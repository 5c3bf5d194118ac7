/**
 * The sticky category bar (CARD7): one chip a section; the section in view is highlighted as the diner
 * scrolls (IntersectionObserver), and a tap scrolls to its section.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { type MenuSection, sectionId } from './item-list.tsx';
import { showAllCards } from './shown-cards.ts';

/** The band of the viewport that decides the section "in view": just below the sticky toolbar. */
const IN_VIEW_MARGIN = '-140px 0px -55% 0px';

function useSectionInView(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for ids
  useEffect(() => {
    setActive((a) => (a && ids.includes(a) ? a : (ids[0] ?? null)));
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((e) => e.isIntersecting)
          .map((e) => (e.target as HTMLElement).dataset.section);
        const first = ids.find((id) => seen.includes(id));
        if (first) setActive(first);
      },
      { rootMargin: IN_VIEW_MARGIN },
    );
    for (const id of ids) {
      const el = document.getElementById(sectionId(id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
  return [active, setActive];
}

export function CategoryBar({ sections }: { sections: readonly MenuSection[] }) {
  const [active, setActive] = useSectionInView(sections.map((s) => s.id));
  const bar = useRef<HTMLElement>(null);
  const t = useT();
  // the highlighted chip stays visible in a bar wider than the phone; only the bar scrolls, not the page
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the highlighted chip changes
  useEffect(() => {
    const el = bar.current;
    const chip = el?.querySelector<HTMLElement>('[aria-current="true"]');
    if (el && chip) el.scrollTo?.({ left: chip.offsetLeft - el.clientWidth / 3, behavior: 'smooth' });
  }, [active]);
  if (sections.length < 2) return null;
  return (
    <nav className="diner-chips" aria-label={t('diner.categories')} ref={bar}>
      {sections.map((s) => (
        <button
          key={s.id}
          type="button"
          className="diner-chip"
          aria-current={active === s.id ? 'true' : undefined}
          onClick={() => {
            setActive(s.id);
            showAllCards(); // DIN-FP4: the sections above it at their full height first
            document.getElementById(sectionId(s.id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          {s.title}
        </button>
      ))}
    </nav>
  );
}
