/** The POS's left side: title search, category filter, and the grid of menu items. */
import { type MenuItem, setMenuItemSoldOut, TEXTS } from '@tavola/shared';
import { useCallback, useMemo, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useRows } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { soldOutSavedText, tillSoldOutText } from '../../i18n/status-texts.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { GridMore } from './grid-more.tsx';
import { ItemPickerDialog } from './item-picker-dialog.tsx';
import { MenuItemCard } from './menu-item-card.tsx';
import { narrowingSearch } from './menu-search.ts';
import { lineFor, type PosLine } from './pos-cart.ts';
import { needsPicker } from './pos-menu.ts';

/**
 * Cards rendered per page of the grid: three to seven screens of a tablet (one or two columns of 170 px cards),
 * so a keystroke mounts no more than that; the next page comes a screen before the end (GridMore). ADR 0014.
 */
export const GRID_PAGE = 24;

type Props = {
  menu: readonly MenuItem[] | undefined;
  currency: string | null;
  onAdd: (line: PosLine) => void;
};

export function MenuPanel({ menu, currency, onAdd }: Props) {
  const categories = useRows('categories');
  const [search, setSearch] = useState('');
  const t = useT();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [picking, setPicking] = useState<MenuItem | null>(null);
  // Filtered in the keystroke's own render: a page of cards is cheaper than the second commit and frame a
  // deferred value costs (ADR 0014); a typed letter searches the last matches only (PERF10, ADR 0074).
  const [searchMenu] = useState(() => narrowingSearch<MenuItem>());
  const shown = useMemo(
    () => searchMenu(menu ?? [], { categoryId, search }),
    [searchMenu, menu, categoryId, search],
  );
  const category = categories?.find((c) => c.id === categoryId)?.title ?? t('pos.allCategories');
  // One page of cards per filter; scrolling to the end shows the next (GridMore).
  const filterKey = `${categoryId ?? ''}\u0000${search}`;
  const [paging, setPaging] = useState({ key: filterKey, limit: GRID_PAGE });
  const limit = paging.key === filterKey ? paging.limit : GRID_PAGE;
  const more = useCallback(
    () =>
      setPaging((p) => ({ key: filterKey, limit: (p.key === filterKey ? p.limit : GRID_PAGE) + GRID_PAGE })),
    [filterKey],
  );

  const add = useCallback(
    (item: MenuItem) => {
      if (item.card.soldOut) {
        notify.error(tillSoldOutText(item.title)); // CARD3
        return;
      }
      if (needsPicker(item)) {
        setPicking(item);
        return;
      }
      const r = lineFor(item, { variantId: null, addonIds: [] });
      if (r.ok) onAdd(r.line);
      else notify.error(serverMessage(r));
    },
    [onAdd],
  );
  // CARD5: queued like any mutation, so it works offline; other tills get it by pull and poke
  const setSoldOut = useCallback(async (item: MenuItem, soldOut: boolean) => {
    const r = await mutate(setMenuItemSoldOut, { id: item.id, soldOut });
    if (r.ok) notify.success(soldOutSavedText(soldOut));
    else notify.error(serverMessage(r));
  }, []);

  return (
    <section className="pos-menu" aria-label={t('pos.menu')}>
      <div className="pos-menu-tools">
        <input
          type="search"
          className="search-input pos-search"
          placeholder={t('pos.searchItems')}
          aria-label={t('pos.searchItems')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-secondary pos-category-button"
          aria-haspopup="dialog"
          onClick={() => setFilterOpen(true)}
        >
          {t('pos.categoryButton', { category })}
        </button>
      </div>
      {menu === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {menu?.length === 0 && <p className="muted">{t('pos.noMenu')}</p>}
      {menu && menu.length > 0 && shown.length === 0 && <p className="muted">{t('pos.noMatch')}</p>}
      <ul className="pos-grid" aria-label={t('pos.menuItems')}>
        {/* PERF8: keyed by place, so a keystroke fills the page's cards with other items instead of building new ones */}
        {shown.slice(0, limit).map((item, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot is the identity on purpose (PERF8)
          <MenuItemCard key={at} item={item} currency={currency} onAdd={add} onSoldOut={setSoldOut} />
        ))}
        {shown.length > limit && <GridMore left={shown.length - limit} onMore={more} />}
      </ul>
      <CategoryDialog
        open={filterOpen}
        categories={categories ?? []}
        selected={categoryId}
        onSelect={(id) => {
          setCategoryId(id);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
      />
      {picking && (
        <ItemPickerDialog
          key={picking.id}
          item={picking}
          currency={currency}
          onClose={() => setPicking(null)}
          onAdd={(line) => {
            onAdd(line);
            setPicking(null);
          }}
        />
      )}
    </section>
  );
}
