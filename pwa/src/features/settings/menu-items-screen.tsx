/**
 * Menu Items: cards with title, price, category and the variant count; New (the Add
 * Item dialog), a Categories link, and edit to the item's page. Kept light for long menus: memoised cards,
 * a title search and the first page of matches (long-list.tsx).
 */

import { Link } from '@tanstack/react-router';
import { createMenuItem, FALLBACK, type MenuItemRow, TEXTS } from '@tavola/shared';
import { memo, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { useLive } from '../../db/hooks.ts';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { formatMoney } from '../../lib/format.ts';
import { ListSearch, ShowMore, useLongList } from './long-list.tsx';
import { MenuItemFields, useMenuItemForm } from './menu-item-form.tsx';
import { save, useSingleton } from './settings-data.ts';
import { DialogActions } from './settings-fields.tsx';
import { EmptyLine, SettingsPage } from './settings-page.tsx';

type Card = { item: MenuItemRow; category: string | null; variants: number };
const cardTitle = (c: Card) => c.item.title;
// One collator: localeCompare with options builds one per comparison, ~10,000 of them for 1,000 items.
const byTitle = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function AddItemDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const form = useMenuItemForm(async (args) => {
    if (await save(createMenuItem, { id: uuidv7(), ...args }, savedText('itemAdded'))) onClose();
  });
  return (
    <Dialog open onClose={onClose} title={t('settings.item.add')} testId="add-item-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label={t('settings.item.add')}>
        <MenuItemFields form={form} item={null} />
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

const ItemCard = memo(function ItemCard({ card, currency }: { card: Card; currency: string }) {
  const t = useT();
  const { item, category, variants } = card;
  return (
    <li className="card settings-card item-card" data-testid="menu-item-card">
      <div className="card-title-row">
        <h2>{item.title}</h2>
        <Link
          to="/dashboard/settings/menu-items/$id"
          params={{ id: item.id }}
          className="btn btn-secondary btn-small"
          aria-label={t('settings.editName', { name: item.title })}
        >
          {t('settings.edit')}
        </Link>
      </div>
      <p className="item-price">{formatMoney(item.price, currency)}</p>
      <p className="muted item-meta">
        {category && <span>{category}</span>}
        {variants > 0 && <span>{t('settings.item.variants', { n: variants })}</span>}
      </p>
    </li>
  );
});

export function MenuItemsScreen() {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const store = useSingleton('storeSettings');
  const cards = useLive(async (db) => {
    const [items, categories, variants] = await Promise.all([
      db.menuItems.toArray(),
      db.categories.toArray(),
      db.variants.toArray(),
    ]);
    const titles = new Map(categories.map((c) => [c.id, c.title]));
    const counts = new Map<string, number>();
    for (const v of variants) counts.set(v.itemId, (counts.get(v.itemId) ?? 0) + 1);
    return items
      .sort((a, b) => byTitle.compare(a.title, b.title))
      .map((item) => ({
        item,
        category: item.categoryId ? (titles.get(item.categoryId) ?? null) : null,
        variants: counts.get(item.id) ?? 0,
      }));
  });
  const list = useLongList(cards, cardTitle);
  const currency = store?.currency ?? 'INR';
  return (
    <SettingsPage
      title={t('settings.nav.menuItems')}
      testId="menu-items"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('settings.new')}
          </button>
          <Link to="/dashboard/settings/menu-items/categories" className="btn btn-secondary">
            {t('settings.categories.title')}
          </Link>
        </>
      }
    >
      {cards === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {cards?.length === 0 && <EmptyLine>{t('settings.item.empty')}</EmptyLine>}
      {cards && cards.length > 0 && (
        <>
          <ListSearch label={t('settings.item.search')} value={list.query} onChange={list.setQuery} />
          {list.total === 0 && <EmptyLine>{FALLBACK.noResult}</EmptyLine>}
          <ul className="card-grid settings-cards" data-testid="menu-item-list">
            {list.shown?.map((c) => (
              <ItemCard key={c.item.id} card={c} currency={currency} />
            ))}
          </ul>
          <ShowMore shown={list.shown?.length ?? 0} total={list.total} onMore={list.showMore} />
        </>
      )}
      {adding && <AddItemDialog onClose={() => setAdding(false)} />}
    </SettingsPage>
  );
}
