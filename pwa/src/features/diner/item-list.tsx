/** The menu's item cards: photo (lazy), title, price; Add opens the choices of an item that has any. */
import { type MenuItem, needsPicker } from '@tavola/shared';
import { formatMoney } from '../../lib/format.ts';

type Props = {
  items: readonly MenuItem[];
  currency: string | null;
  /** Units of each item in the cart, by item id. */
  inCart: ReadonlyMap<string, number>;
  onPick: (item: MenuItem) => void;
};

/** The lowest price a diner can pay for the item: its cheapest variant, else its price. */
const fromPrice = (item: MenuItem) =>
  item.variants.length > 0 ? Math.min(...item.variants.map((v) => v.price)) : item.price;

export function ItemList({ items, currency, inCart, onPick }: Props) {
  if (items.length === 0) return <p className="diner-empty">No items match your search.</p>;
  return (
    <ul className="diner-items" aria-label="Menu items">
      {items.map((item) => {
        const count = inCart.get(item.id) ?? 0;
        return (
          <li key={item.id} className="diner-item" data-testid="diner-item">
            <div className="diner-item-text">
              <h3 className="diner-item-title">{item.title}</h3>
              <p className="diner-item-price">
                {item.variants.length > 1 && <span className="muted">from </span>}
                {formatMoney(fromPrice(item), currency)}
              </p>
              {needsPicker(item) && <p className="diner-item-hint muted">Customisable</p>}
            </div>
            <div className="diner-item-side">
              {item.image ? (
                <img className="diner-item-img" src={item.image} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className="diner-item-img diner-item-noimg" aria-hidden="true">
                  {item.title.slice(0, 1)}
                </span>
              )}
              <button
                type="button"
                className="diner-add"
                aria-label={`Add ${item.title}`}
                onClick={() => onPick(item)}
              >
                {count > 0 ? `Add · ${count}` : 'Add'}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
