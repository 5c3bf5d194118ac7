/** One menu item of the POS grid: image, title, price, category, variant and addon counts, Add. */
import type { MenuItem } from '@tavola/shared';
import { memo } from 'react';
import { API_BASE } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const MenuItemCard = memo(function MenuItemCard({
  item,
  currency,
  onAdd,
}: {
  item: MenuItem;
  currency: string | null;
  onAdd: (item: MenuItem) => void;
}) {
  return (
    <li className="pos-item" data-testid="pos-item">
      <div className="pos-item-media" aria-hidden="true">
        {item.image ? (
          <img src={`${API_BASE}/images/${item.image}`} alt="" loading="lazy" decoding="async" />
        ) : (
          <span>{item.title.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <div className="pos-item-text">
        <h3 className="pos-item-title">{item.title}</h3>
        <p className="pos-item-category">{item.categoryTitle ?? '-'}</p>
        <p className="pos-item-price">{formatMoney(item.price, currency)}</p>
        <p className="pos-item-counts">
          <span>{count(item.variants.length, 'Variant')}</span>
          <span>{count(item.addons.length, 'Addon')}</span>
        </p>
      </div>
      <button
        type="button"
        className="btn btn-primary pos-item-add"
        aria-label={`Add ${item.title}`}
        onClick={() => onAdd(item)}
      >
        Add
      </button>
    </li>
  );
});
