/** Variants and addons picker: exactly one variant as a radio choice (the first is the default), addons as checkboxes. */
import type { MenuItem } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { lineFor, type PosLine } from './pos-cart.ts';

type Props = {
  item: MenuItem;
  currency: string | null;
  onClose: () => void;
  onAdd: (line: PosLine) => void;
};

export function ItemPickerDialog({ item, currency, onClose, onAdd }: Props) {
  const t = useT();
  const [variantId, setVariantId] = useState<string | null>(item.variants[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<readonly string[]>([]);
  const priced = lineFor(item, { variantId, addonIds });
  const toggle = (id: string, on: boolean) =>
    setAddonIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog open onClose={onClose} title={item.title} testId="item-picker">
      {item.variants.length > 0 && (
        <fieldset className="pos-choices">
          <legend>{t('pos.variantsLegend')}</legend>
          {item.variants.map((v) => (
            <label key={v.id} className="pos-choice">
              <input
                type="radio"
                name="variant"
                value={v.id}
                checked={variantId === v.id}
                onChange={() => setVariantId(v.id)}
              />
              <span className="pos-choice-title">{v.title}</span>
              <span className="pos-choice-price">{formatMoney(v.price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {item.addons.length > 0 && (
        <fieldset className="pos-choices">
          <legend>{t('pos.addonsLegend')}</legend>
          {item.addons.map((a) => (
            <label key={a.id} className="pos-choice">
              <input
                type="checkbox"
                name="addon"
                value={a.id}
                checked={addonIds.includes(a.id)}
                onChange={(e) => toggle(a.id, e.target.checked)}
              />
              <span className="pos-choice-title">{a.title}</span>
              <span className="pos-choice-price">+ {formatMoney(a.price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {!priced.ok && (
        <p className="form-error" role="alert">
          {priced.message}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('pos.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!priced.ok}
          onClick={() => priced.ok && onAdd(priced.line)}
        >
          {priced.ok
            ? t('pos.addToCartPrice', { price: formatMoney(priced.line.unitPrice, currency) })
            : t('pos.addToCart')}
        </button>
      </div>
    </Dialog>
  );
}
