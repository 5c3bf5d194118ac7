import type { DinerMenuAnswer } from '@tavola/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { menuItemsOf } from './diner-menu.ts';
import { aMenu } from './diner-test-kit.ts';
import { ItemList, sectionsOf } from './item-list.tsx';
import { CARDS_AT_ONCE_KEY, FIRST_CARDS, showAllCards } from './shown-cards.ts';

/** 300 items in three categories of 100. */
const bigMenu: DinerMenuAnswer = {
  ...aMenu,
  categories: ['a', 'b', 'c'].map((id) => ({ id, title: `Category ${id}` })),
  menuItems: Array.from({ length: 300 }, (_, i) => ({
    id: `item-${i}`,
    title: `Dish ${String(i).padStart(3, '0')}`,
    price: 10_000,
    netPrice: null,
    categoryId: ['a', 'b', 'c'][Math.floor(i / 100)] ?? null,
    taxId: null,
    imageUrl: null,
    variants: [],
    addons: [],
  })),
};

function aList() {
  const sections = sectionsOf(menuItemsOf(bigMenu), bigMenu.categories);
  return render(<ItemList sections={sections} currency="INR" inCart={new Map()} onPick={() => {}} />);
}
const cards = () => screen.queryAllByTestId('diner-item').length;

afterEach(() => localStorage.clear());

describe("a big menu's cards rendered a batch at a time (DIN-FP4)", () => {
  it('[DIN-FP4] the first cards with the menu, every section there, then the rest', async () => {
    const { container } = aList();
    expect(cards()).toBe(FIRST_CARDS);
    expect(container.querySelectorAll('section.diner-section')).toHaveLength(3);
    await waitFor(() => expect(cards()).toBe(300));
  });

  it('[DIN-FP4] a tap on a chip renders them all at once', () => {
    aList();
    expect(cards()).toBe(FIRST_CARDS);
    act(() => showAllCards());
    expect(cards()).toBe(300);
  });

  it('[DIN-FP4] switched off on the phone: every card at once', () => {
    localStorage.setItem(CARDS_AT_ONCE_KEY, '1');
    aList();
    expect(cards()).toBe(300);
  });
});
