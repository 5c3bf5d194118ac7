/**
 * One menu item of the POS grid: image, diet mark, title, price, category, variant and addon counts, Add, and
 * the sold-out switch (CARD3, CARD5): a sold-out item is greyed and cannot be added.
 */
import type { MenuItem } from '@tavola/shared';
import { memo } from 'react';
import { DietMark } from '../../components/menu-marks.tsx';
import { API_BASE } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import './pos-cards.css';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const MenuItemCard = memo(function MenuItemCard({
  item,
  currency,
  onAdd,
  onSoldOut,
}: {
  item: MenuItem;
  currency: string | null;
  onAdd: (item: MenuItem) => void;
  onSoldOut: (item: MenuItem, soldOut: boolean) => void;
}) {
  const { soldOut, diet } = item.card;
  return (
    <li className={soldOut ? 'pos-item pos-item-soldout' : 'pos-item'} data-testid="pos-item">
      <div className="pos-item-media" aria-hidden="true">
        {item.image ? (
          <img src={`${API_BASE}/images/${item.image}`} alt="" loading="lazy" decoding="async" />
        ) : (
          <span>{item.title.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <div className="pos-item-text">
        <h3 className="pos-item-title">
          <DietMark diet={diet} />
          {item.title}
        </h3>
        <p className="pos-item-category">{item.categoryTitle ?? '-'}</p>
        <p className="pos-item-price">{formatMoney(item.price, currency)}</p>
        <p className="pos-item-counts">
          <span>{count(item.variants.length, 'Variant')}</span>
          <span>{count(item.addons.length, 'Addon')}</span>
        </p>
        {soldOut && <p className="pos-sold-out-badge">Sold out</p>}
      </div>
      <div className="pos-item-actions">
        <button
          type="button"
          className="btn btn-primary pos-item-add"
          aria-label={`Add ${item.title}`}
          disabled={soldOut}
          onClick={() => onAdd(item)}
        >
          Add
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={soldOut}
          aria-label={`${item.title} sold out`}
          className="btn btn-secondary pos-sold-out-switch"
          onClick={() => onSoldOut(item, !soldOut)}
        >
          Sold out
        </button>
      </div>
    </li>
  );
});
