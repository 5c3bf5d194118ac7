/**
 * One diner menu card (CARD1-CARD3): photo-first when the item has a photo, else a text card; diet mark,
 * description and allergens; a sold-out item is greyed and cannot be added.
 */
import { cheapestVariant, type MenuItem, needsPicker } from '@tavola/shared';
import { AllergenMarks, DietMark } from '../../components/menu-marks.tsx';
import { formatMoney } from '../../lib/format.ts';

type Props = {
  item: MenuItem;
  currency: string | null;
  /** Units of the item in the cart. */
  count: number;
  onPick: (item: MenuItem) => void;
};

/** The lowest price a diner can pay for the item: its cheapest variant (CART11), else its price. */
const fromPrice = (item: MenuItem) => cheapestVariant(item)?.price ?? item.price;

export function ItemCard({ item, currency, count, onPick }: Props) {
  const { card } = item;
  const photo = item.image !== null;
  const classes = ['diner-item', photo ? 'diner-item-photo' : 'diner-item-plain'];
  if (card.soldOut) classes.push('diner-item-soldout');
  return (
    <li className={classes.join(' ')} data-testid="diner-item" data-sold-out={card.soldOut || undefined}>
      {item.image && (
        <img className="diner-item-hero" src={item.image} alt="" loading="lazy" decoding="async" />
      )}
      <div className="diner-item-body">
        <div className="diner-item-text">
          <h3 className="diner-item-title">
            <DietMark diet={card.diet} />
            {item.title}
          </h3>
          <p className="diner-item-price">
            {item.variants.length > 1 && <span className="muted">from </span>}
            {formatMoney(fromPrice(item), currency)}
          </p>
          {card.description && <p className="diner-item-desc">{card.description}</p>}
          <AllergenMarks allergens={card.allergens} />
          {needsPicker(item) && !card.soldOut && <p className="diner-item-hint muted">Customisable</p>}
        </div>
        {card.soldOut ? (
          <span className="diner-sold-out" data-testid="sold-out">
            Sold out
          </span>
        ) : (
          <button
            type="button"
            className="diner-add"
            aria-label={`Add ${item.title}`}
            onClick={() => onPick(item)}
          >
            {count > 0 ? `Add · ${count}` : 'Add'}
          </button>
        )}
      </div>
    </li>
  );
}
