/**
 * Menu item detail (/dashboard/settings/menu-items/{id}): breadcrumb, photo, the
 * item's prices, category and tax, its editable fields, and its variants and addons.
 */

import { Link, useNavigate, useParams } from '@tanstack/react-router';
import {
  deleteMenuItem,
  FALLBACK,
  formatPercent,
  type MenuItemRow,
  rate,
  TEXTS,
  updateMenuItem,
} from '@tavola/shared';
import { StatusLine } from '../../components/area-panel.tsx';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatMoney } from '../../lib/format.ts';
import { ItemOptions } from './item-options.tsx';
import { ItemPhoto } from './item-photo.tsx';
import { MenuItemFields, useMenuItemForm } from './menu-item-form.tsx';
import { save } from './settings-data.ts';
import { SaveRow } from './settings-fields.tsx';
import { SettingsPage } from './settings-page.tsx';

const byCreated = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1);

/** The item with what the page shows beside it; null when it does not exist (after the first pull). */
function useItemDetail(id: string) {
  return useLive(
    async (db) => {
      const item = await db.menuItems.get(id);
      if (!item) return (await db.meta.get('cookie'))?.value == null ? undefined : null;
      const [variants, addons, category, tax, store] = await Promise.all([
        db.variants.where('itemId').equals(id).toArray(),
        db.addons.where('itemId').equals(id).toArray(),
        item.categoryId ? db.categories.get(item.categoryId) : undefined,
        item.taxId ? db.taxes.get(item.taxId) : undefined,
        db.storeSettings.toCollection().first(),
      ]);
      return {
        item,
        variants: variants.sort(byCreated),
        addons: addons.sort(byCreated),
        category: category ?? null,
        tax: tax ?? null,
        currency: store?.currency ?? 'INR',
      };
    },
    [id],
  );
}

function EditForm({ item }: { item: MenuItemRow }) {
  const t = useT();
  const form = useMenuItemForm(async (args) => {
    await save(updateMenuItem, { id: item.id, ...args }, savedText('itemUpdated'));
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('settings.item.edit')} className="settings-form">
      <MenuItemFields form={form} item={item} />
      <SaveRow pending={form.pending} />
    </form>
  );
}

function Breadcrumb({ title }: { title: string }) {
  const t = useT();
  return (
    <nav aria-label={t('settings.breadcrumb')} className="breadcrumb">
      <Link to="/dashboard/settings">{t('settings.nav.label')}</Link> <span aria-hidden="true">/</span>{' '}
      <Link to="/dashboard/settings/menu-items">{t('settings.nav.menuItems')}</Link>{' '}
      <span aria-hidden="true">/</span> <span aria-current="page">{title}</span>
    </nav>
  );
}

export function MenuItemDetailScreen() {
  const t = useT();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const navigate = useNavigate();
  const detail = useItemDetail(id);

  if (!detail) {
    return (
      <SettingsPage
        title={t('settings.item.title')}
        testId="menu-item-detail"
        before={<Breadcrumb title={t('settings.item.title')} />}
      >
        {detail === undefined ? (
          <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
        ) : (
          <StatusLine kind="error">{FALLBACK.menuItemLoad}</StatusLine>
        )}
      </SettingsPage>
    );
  }

  const { item, variants, addons, category, tax, currency } = detail;
  const remove = async () => {
    if (!confirmAction(TEXTS.confirmIrreversible)) return;
    if (await save(deleteMenuItem, { id: item.id }, savedText('itemDeleted')))
      await navigate({ to: '/dashboard/settings/menu-items' });
  };
  return (
    <SettingsPage
      title={item.title}
      testId="menu-item-detail"
      before={<Breadcrumb title={item.title} />}
      actions={
        <button type="button" className="btn btn-danger" onClick={() => void remove()}>
          {t('settings.item.delete')}
        </button>
      }
    >
      <div className="item-summary">
        <ItemPhoto itemId={item.id} title={item.title} imageHash={item.imageHash} />
        <dl className="facts">
          <dt>{t('settings.price')}</dt>
          <dd>{formatMoney(item.price, currency)}</dd>
          <dt>{t('settings.netPrice')}</dt>
          <dd>{item.netPrice === null ? '-' : formatMoney(item.netPrice, currency)}</dd>
          <dt>{t('settings.category')}</dt>
          <dd>{category?.title ?? '-'}</dd>
          <dt>{t('settings.tax')}</dt>
          <dd>{tax ? `${tax.title} (${formatPercent(rate(tax.rate))}%, ${tax.type})` : '-'}</dd>
        </dl>
      </div>
      <EditForm key={`${item.id}:${item.updatedAt}`} item={item} />
      <ItemOptions kind="variant" itemId={item.id} options={variants} currency={currency} />
      <ItemOptions kind="addon" itemId={item.id} options={addons} currency={currency} />
    </SettingsPage>
  );
}
