/** I18N1/I18N5: the till in Hindi (labels and ICU plurals) and an item's regional name on its card. */
import { cardOfRow, type MenuItem, money } from '@tavola/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { MenuItemCard } from './menu-item-card.tsx';
import { openPos } from './pos-test-kit.tsx';

afterEach(() => applyLanguage('en'));

const paneer: MenuItem = {
  id: 'paneer',
  title: 'Paneer Tikka',
  titleLocal: 'पनीर टिक्का',
  price: money(24_000),
  netPrice: null,
  categoryId: null,
  categoryTitle: 'Starters',
  tax: null,
  image: null,
  variants: [],
  addons: [],
  card: cardOfRow({ description: null, diet: null, allergens: null, soldOut: false }),
};

describe('POS in Hindi', () => {
  it('[I18N1] the till shows Hindi labels and Hindi plurals once the language is Hindi', async () => {
    await openPos();
    applyLanguage('hi');
    expect(await screen.findByRole('heading', { name: 'POS - पॉइंट ऑफ़ सेल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'किचन में भेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रसीद बनाएँ और भुगतान लें' })).toBeTruthy();
    expect(screen.getByText('कुल देय राशि')).toBeTruthy();
    const pizza = screen.getAllByTestId('pos-item')[1] as HTMLElement;
    expect(pizza.textContent).toContain('2 वैरिएंट');
    expect(within(pizza).getByRole('button', { name: 'Margherita जोड़ें' })).toBeTruthy();
  });

  it("[I18N5] an item's regional-language name shows under its title on the till's card", () => {
    render(
      <ul>
        <MenuItemCard item={paneer} currency="INR" onAdd={() => undefined} onSoldOut={() => undefined} />
      </ul>,
    );
    expect(screen.getByTestId('pos-item-local').textContent).toBe('पनीर टिक्का');
  });

  it('[I18N5] an item without one shows no second line', () => {
    render(
      <ul>
        <MenuItemCard
          item={{ ...paneer, titleLocal: null }}
          currency="INR"
          onAdd={() => undefined}
          onSoldOut={() => undefined}
        />
      </ul>,
    );
    expect(screen.queryByTestId('pos-item-local')).toBeNull();
  });
});
