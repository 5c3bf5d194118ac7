/** One cart line: title, variant, addons, notes, line total; −, quantity, +, Note, Remove. */
import { priceLine } from '@tavola/shared';
import { memo } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { CartLineOps } from './cart-ops.tsx';
import { CourseSelect } from './course-select.tsx';
import type { PosLine } from './pos-cart.ts';

type Props = {
  line: PosLine;
  currency: string | null;
  onQuantity: (key: string, delta: number) => void;
  onNote: (line: PosLine) => void;
  onRemove: (key: string) => void;
};

/** 'Butter Chicken (Large)': names a line's buttons for assistive technology and tests. */
export const lineLabel = (l: PosLine): string =>
  l.variantTitle ? `${l.title} (${l.variantTitle})` : l.title;

/** DISC7: the line's total after its own discount or comp. */
const afterDiscount = (line: PosLine) => {
  const p = priceLine(line);
  return p.lineTotal - p.discount;
};

/** DISC7: 'Comp · Complaint' or 'Discount −44.00 · Regular customer' under the line. */
function DiscountNote({ line, currency }: { line: PosLine; currency: string | null }) {
  const d = line.discount;
  if (!d) return null;
  const off = priceLine(line).discount;
  return (
    <span className="pos-line-discount" data-testid="cart-line-discount">
      {d.type === 'comp' ? 'Comp' : `Discount −${formatMoney(off, currency)}`} · {d.reason}
      {d.approval ? ' · approved' : ''}
    </span>
  );
}

/**
 * Memoised: the cart keeps the objects of lines it did not change and its handlers are the store's, so tapping
 * Add renders the new or changed line, not the whole cart (issue 8, `pnpm bench pos`).
 */
export const CartLine = memo(function CartLine({ line, currency, onQuantity, onNote, onRemove }: Props) {
  const label = lineLabel(line);
  const t = useT();
  return (
    // FRI3: a tap focuses the line and so opens its controls (pos.css); Tab reaches them as they are
    <li className="pos-line" data-testid="cart-line" tabIndex={-1}>
      <div className="pos-line-head">
        <div className="pos-line-text">
          <span className="pos-line-title">{line.title}</span>
          {line.variantTitle && <span className="pos-line-detail">{line.variantTitle}</span>}
          {line.addonTitles.length > 0 && (
            <span className="pos-line-detail">+ {line.addonTitles.join(', ')}</span>
          )}
          {line.notes && <span className="pos-line-notes">Note: {line.notes}</span>}
          {line.discount && <DiscountNote line={line} currency={currency} />}
        </div>
        <div className="pos-line-amounts">
          <span className="pos-line-total">{formatMoney(afterDiscount(line), currency)}</span>
          <span className="pos-line-unit muted">
            {line.quantity} × {formatMoney(line.unitPrice, currency)}
          </span>
        </div>
      </div>
      <div className="pos-line-controls">
        <button
          type="button"
          className="btn btn-secondary pos-qty-button"
          aria-label={t('pos.decrease', { label })}
          onClick={() => onQuantity(line.key, -1)}
        >
          −
        </button>
        <output className="pos-qty" aria-label={t('pos.quantityOf', { label })}>
          {line.quantity}
        </output>
        <button
          type="button"
          className="btn btn-secondary pos-qty-button"
          aria-label={t('pos.increase', { label })}
          onClick={() => onQuantity(line.key, 1)}
        >
          +
        </button>
        <CourseSelect line={line} label={label} />
        <span className="pos-line-spacer" />
        <CartLineOps line={line} label={label} />
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={t('pos.noteFor', { label })}
          onClick={() => onNote(line)}
        >
          {t('pos.note')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small pos-remove"
          aria-label={t('pos.removeLine', { label })}
          onClick={() => onRemove(line.key)}
        >
          {t('pos.remove')}
        </button>
      </div>
    </li>
  );
});
