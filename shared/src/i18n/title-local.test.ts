/** I18N5: a menu item's regional-language name: validated, kept on the item, copied onto the lines rung up. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { kitchenTicketDocument } from '../printing/kitchen-ticket.ts';
import { aMutatorContext, T0 } from '../test-support/sync.ts';
import { aShopState, run, withOrder } from '../test-support/sync-shop.ts';
import { TITLE_LOCAL_MESSAGE, titleLocalField } from '../validation/title-local.ts';

const field = v.object({ titleLocal: titleLocalField });
const later = aMutatorContext({ now: T0 + 1000 });
const pizza = {
  id: 'pizza',
  title: 'Margherita',
  price: 25000,
  netPrice: '',
  categoryId: null,
  taxId: 'gst',
};

describe('titleLocal', () => {
  it('[I18N5] absent stays unchanged, empty clears, text is trimmed, too long is refused', () => {
    expect(v.parse(field, {}).titleLocal).toBeUndefined();
    expect(v.parse(field, { titleLocal: '' }).titleLocal).toBeNull();
    expect(v.parse(field, { titleLocal: ' पनीर टिक्का ' }).titleLocal).toBe('पनीर टिक्का');
    const long = v.safeParse(field, { titleLocal: 'क'.repeat(201) });
    expect(long.success).toBe(false);
    expect(long.issues?.[0]?.message).toBe(TITLE_LOCAL_MESSAGE);
    expect(v.safeParse(field, { titleLocal: 5 }).success).toBe(false);
  });

  it('[I18N5] the item keeps it; an update without it leaves it, an empty one clears it', () => {
    const named = run(aShopState(), 'menu-item.update.v1', { ...pizza, titleLocal: 'मार्गेरिटा' }, later).state;
    expect(named.menuItems?.pizza?.titleLocal).toBe('मार्गेरिटा');
    const kept = run(named, 'menu-item.update.v1', { ...pizza, price: 26000 }, later).state;
    expect(kept.menuItems?.pizza?.titleLocal).toBe('मार्गेरिटा');
    const cleared = run(kept, 'menu-item.update.v1', { ...pizza, titleLocal: '' }, later).state;
    expect(cleared.menuItems?.pizza?.titleLocal).toBeNull();
  });

  it('[I18N5] a line rung up keeps the name it had, like itemTitle', () => {
    const named = run(aShopState(), 'menu-item.update.v1', { ...pizza, titleLocal: 'मार्गेरिटा' }, later).state;
    const sold = withOrder(named);
    expect(sold.orderItems?.['line-1']?.titleLocal).toBe('मार्गेरिटा');
    expect(sold.orderItems?.['line-2']?.titleLocal).toBeNull();
    const renamed = run(sold, 'menu-item.update.v1', { ...pizza, titleLocal: 'पिज़्ज़ा' }, later).state;
    expect(renamed.orderItems?.['line-1']?.titleLocal).toBe('मार्गेरिटा');
  });

  it('[I18N5] the kitchen ticket prints it on a second line under the title', () => {
    const doc = kitchenTicketDocument({
      order: { id: 'o1', tokenNo: '7', deliveryType: 'dinein', tableId: 't1', customerName: null },
      lines: [
        {
          id: 'l1',
          itemTitle: 'Paneer Tikka',
          titleLocal: 'पनीर टिक्का',
          variantTitle: null,
          quantity: 2,
          addons: [],
          notes: null,
        },
        { id: 'l2', itemTitle: 'Cola', variantTitle: null, quantity: 1, addons: [], notes: null },
      ],
      stationTitle: 'Kitchen',
      mark: 'NEW',
      cashierName: null,
      tableTitle: 'T1',
      columns: 48,
      at: T0,
    });
    const texts = doc.blocks.flatMap((b) => ('text' in b && typeof b.text === 'string' ? [b.text] : []));
    const at = texts.indexOf('2 x Paneer Tikka');
    expect(texts[at + 1]).toBe('  पनीर टिक्का');
    expect(texts.filter((x) => x.includes('पनीर'))).toHaveLength(1);
  });
});
