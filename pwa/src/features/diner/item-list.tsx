/** The menu's items in one section a category (CARD7), in the menu's category order; items without one last. */
import type { MenuItem } from '@tavola/shared';
import { memo } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { ItemCard } from './item-card.tsx';
import { useShownCards } from './shown-cards.ts';
import './menu-cards.css';

export type MenuSection = { id: string; title: string; items: MenuItem[] };

const OTHER = { id: 'other', title: 'More' };

/** DIN-FP4: a batch of cards renders the new ones only (the others' props are the same objects). */
const Card = memo(ItemCard);

/** Sections of the shown items: each category that has any, then the items of no (or a deleted) category. */
export function sectionsOf(items: readonly MenuItem[], categories: readonly { id: string; title: string }[]) {
  const known = new Set(categories.map((c) => c.id));
  const sections: MenuSection[] = categories.map((c) => ({
    ...c,
    items: items.filter((i) => i.categoryId === c.id),
  }));
  sections.push({ ...OTHER, items: items.filter((i) => !i.categoryId || !known.has(i.categoryId)) });
  return sections.filter((s) => s.items.length > 0);
}

/** The DOM id of a section, for the category bar's scroll. */
export const sectionId = (id: string) => `menu-section-${id}`;

type Props = {
  sections: readonly MenuSection[];
  currency: string | null;
  /** Units of each item in the cart, by item id. */
  inCart: ReadonlyMap<string, number>;
  onPick: (item: MenuItem) => void;
};

export function ItemList({ sections, currency, inCart, onPick }: Props) {
  const t = useT();
  // DIN-FP4: a big menu's cards a batch at a time; every section is there from the start (the chips' targets)
  const shown = useShownCards(sections.reduce((n, s) => n + s.items.length, 0));
  if (sections.length === 0) return <p className="diner-empty">{t('diner.noMatch')}</p>;
  let left = shown;
  return (
    <div className="diner-sections" data-testid="menu-items">
      {sections.map((s) => {
        const items = left >= s.items.length ? s.items : s.items.slice(0, Math.max(0, left));
        left -= items.length;
        return (
          <section
            key={s.id}
            id={sectionId(s.id)}
            className="diner-section"
            data-section={s.id}
            aria-label={s.title}
          >
            <h2 className="diner-section-title">{s.title}</h2>
            <ul className="diner-items">
              {items.map((item) => (
                <Card
                  key={item.id}
                  item={item}
                  currency={currency}
                  count={inCart.get(item.id) ?? 0}
                  onPick={onPick}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
