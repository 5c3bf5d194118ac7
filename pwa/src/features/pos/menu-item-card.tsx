/**
 * One menu item of the POS grid: image, diet mark, title, price, category, variant and addon counts, Add, and
 * the sold-out switch (CARD3, CARD5): a sold-out item is greyed and cannot be added.
 */
import type { MenuItem } from '@tavola/shared';
import { memo } from 'react';
import { DietMark } from '../../components/menu-marks.tsx';
import { type TFunction, useT } from '../../i18n/i18n.ts';
import { API_BASE } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import './pos-cards.css';

type CardTexts = {
  readonly price: string;
  readonly variants: string;
  readonly addons: string;
  readonly addLabel: string;
  readonly soldOutLabel: string;
};

/**
 * PERF10: a card's texts once per item, language and currency: a keystroke refills the page's cards with items
 * mostly shown before (a blank search's first page above all), and the texts were most of a card's render.
 */
const textsOf = new WeakMap<MenuItem, { t: TFunction; currency: string | null; texts: CardTexts }>();
function cardTexts(item: MenuItem, t: TFunction, currency: string | null): CardTexts {
  const had = textsOf.get(item);
  if (had?.t === t && had.currency === currency) return had.texts;
  const texts = {
    price: formatMoney(item.price, currency),
    variants: t('pos.variants', { n: item.variants.length }),
    addons: t('pos.addons', { n: item.addons.length }),
    addLabel: t('pos.addItem', { title: item.title }),
    soldOutLabel: t('pos.soldOutSwitch', { title: item.title }),
  };
  textsOf.set(item, { t, currency, texts });
  return texts;
}

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
  const t = useT();
  const texts = cardTexts(item, t, currency);
  return (
    <li className={soldOut ? 'pos-item pos-item-soldout' : 'pos-item'} data-testid="pos-item">
      <div className="pos-item-media" aria-hidden="true">
        {item.image ? (
          // a new element per photo: a card refilled with another item (PERF8) never shows the last one's photo
          <img
            key={item.image}
            src={`${API_BASE}/images/${item.image}`}
            alt=""
            // PERF10: the box's own size, so a photo that arrives lays nothing out again
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span>{item.title.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <div className="pos-item-text">
        <h3 className="pos-item-title">
          <DietMark diet={diet} />
          {item.title}
        </h3>
        {/* I18N5: the regional-language name under the title */}
        {item.titleLocal && (
          <p className="pos-item-local" data-testid="pos-item-local">
            {item.titleLocal}
          </p>
        )}
        <p className="pos-item-category">{item.categoryTitle ?? '-'}</p>
        <p className="pos-item-price">{texts.price}</p>
        <p className="pos-item-counts">
          <span>{texts.variants}</span>
          <span>{texts.addons}</span>
        </p>
        {soldOut && <p className="pos-sold-out-badge">{t('pos.soldOut')}</p>}
      </div>
      <div className="pos-item-actions">
        <button
          type="button"
          className="btn btn-primary pos-item-add"
          aria-label={texts.addLabel}
          disabled={soldOut}
          onClick={() => onAdd(item)}
        >
          {t('pos.add')}
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={soldOut}
          aria-label={texts.soldOutLabel}
          className="btn btn-secondary pos-sold-out-switch"
          onClick={() => onSoldOut(item, !soldOut)}
        >
          {t('pos.soldOut')}
        </button>
      </div>
    </li>
  );
});
