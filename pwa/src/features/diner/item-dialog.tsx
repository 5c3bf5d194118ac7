/**
 * The item-detail dialog (CART1-2): variants as radio choices (the cheapest preselected, CART11), addons as
 * checkboxes.
 */
import { cheapestVariant, type MenuItem, priceFromMenu } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { formatMoney } from '../../lib/format.ts';
import { type DinerLine, newLine } from './diner-cart.ts';

type Props = {
  item: MenuItem;
  currency: string | null;
  onClose: () => void;
  onAdd: (line: DinerLine) => void;
};

export function ItemDialog({ item, currency, onClose, onAdd }: Props) {
  const [variantId, setVariantId] = useState<string | null>(cheapestVariant(item)?.id ?? null);
  const [addonIds, setAddonIds] = useState<readonly string[]>([]);
  const priced = priceFromMenu(item, { variantId, addonIds });
  const toggle = (id: string, on: boolean) =>
    setAddonIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog open onClose={onClose} title={item.title} size="sheet" testId="diner-item-dialog">
      {item.image && <img className="diner-dialog-img" src={item.image} alt="" loading="lazy" />}
      {item.variants.length > 0 && (
        <fieldset className="diner-choices">
          <legend>Choose one</legend>
          {item.variants.map((v) => (
            <label key={v.id} className="diner-choice">
              <input
                type="radio"
                name="variant"
                checked={variantId === v.id}
                onChange={() => setVariantId(v.id)}
              />
              <span className="diner-choice-title">{v.title}</span>
              <span className="diner-choice-price">{formatMoney(v.price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {item.addons.length > 0 && (
        <fieldset className="diner-choices">
          <legend>Add-ons</legend>
          {item.addons.map((a) => (
            <label key={a.id} className="diner-choice">
              <input
                type="checkbox"
                checked={addonIds.includes(a.id)}
                onChange={(e) => toggle(a.id, e.target.checked)}
              />
              <span className="diner-choice-title">{a.title}</span>
              <span className="diner-choice-price">+ {formatMoney(a.price, currency)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {!priced.ok && (
        <p className="status-line status-error" role="alert">
          {priced.message}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block diner-cta"
        disabled={!priced.ok}
        onClick={() => {
          onAdd(newLine(item.id, { variantId, addonIds }));
          onClose();
        }}
      >
        Add to cart{priced.ok ? ` · ${formatMoney(priced.unitPrice, currency)}` : ''}
      </button>
    </Dialog>
  );
}
