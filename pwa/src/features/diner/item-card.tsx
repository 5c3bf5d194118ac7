/**
 * One diner menu card (CARD1-CARD3): photo-first when the item has a photo, else a text card; diet mark,
 * description and allergens; a sold-out item is greyed and cannot be added.
 */
import { cheapestVariant, type MenuItem, needsPicker } from '@tavola/shared';
import { AllergenMarks, DietMark } from '../../components/menu-marks.tsx';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();
  const price = formatMoney(fromPrice(item), currency);
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
          {/* I18N5: the regional-language name under the title */}
          {item.titleLocal && (
            <p className="diner-item-local" data-testid="diner-item-local">
              {item.titleLocal}
            </p>
          )}
          <p className="diner-item-price">
            {item.variants.length > 1 ? t('diner.fromPrice', { price }) : price}
          </p>
          {card.description && <p className="diner-item-desc">{card.description}</p>}
          <AllergenMarks allergens={card.allergens} />
          {needsPicker(item) && !card.soldOut && (
            <p className="diner-item-hint muted">{t('diner.customisable')}</p>
          )}
        </div>
        {card.soldOut ? (
          <span className="diner-sold-out" data-testid="sold-out">
            {t('diner.soldOut')}
          </span>
        ) : (
          <button
            type="button"
            className="diner-add"
            aria-label={t('diner.addItem', { title: item.title })}
            onClick={() => onPick(item)}
          >
            {count > 0 ? t('diner.addCount', { n: count }) : t('diner.add')}
          </button>
        )}
      </div>
    </li>
  );
}
