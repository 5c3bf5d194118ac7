/** The menu's items in one section a category (CARD7), in the menu's category order; items without one last. */
import type { MenuItem } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { ItemCard } from './item-card.tsx';
import './menu-cards.css';

export type MenuSection = { id: string; title: string; items: MenuItem[] };

const OTHER = { id: 'other', title: 'More' };

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
  if (sections.length === 0) return <p className="diner-empty">{t('diner.noMatch')}</p>;
  return (
    <div className="diner-sections" data-testid="menu-items">
      {sections.map((s) => (
        <section
          key={s.id}
          id={sectionId(s.id)}
          className="diner-section"
          data-section={s.id}
          aria-label={s.title}
        >
          <h2 className="diner-section-title">{s.title}</h2>
          <ul className="diner-items">
            {s.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                currency={currency}
                count={inCart.get(item.id) ?? 0}
                onPick={onPick}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
