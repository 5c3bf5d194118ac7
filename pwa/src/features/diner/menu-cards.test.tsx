import type { DinerMenuAnswer, DinerMenuItem } from '@tavola/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { DinerMenu } from './diner-menu-screen.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';

const MENU = 'GET /api/v1/qrmenu/roma';

const tikka: DinerMenuItem = {
  id: 'tikka',
  title: 'Paneer Tikka',
  price: 28_000,
  netPrice: null,
  categoryId: 's',
  taxId: null,
  imageUrl: '/api/v1/images/abc',
  variants: [],
  addons: [],
  description: 'Smoky cottage cheese from the tandoor',
  diet: 'veg',
  allergens: ['milk', 'mustard'],
  soldOut: false,
};
const cardMenu = (overrides: Partial<DinerMenuItem> = {}): DinerMenuAnswer => ({
  ...aMenu,
  categories: [...aMenu.categories, { id: 's', title: 'Starters' }],
  menuItems: [...aMenu.menuItems, { ...tikka, ...overrides }],
});
const cardOf = (title: string) => {
  const card = screen.getByText(title).closest('li');
  if (!card) throw new Error(`no card ${title}`);
  return card;
};

/** jsdom has no IntersectionObserver: this one lets a test say which sections are in view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {}
  show(section: string) {
    const entries = this.targets.map((target) => ({
      target,
      isIntersecting: (target as HTMLElement).dataset.section === section,
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('diner menu cards', () => {
  it('[CARD1][CARD2] a photo item leads with a large photo, then the veg mark, description and allergens', async () => {
    installFakeFetch({ [MENU]: [{ status: 200, body: cardMenu() }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    await screen.findByText('Paneer Tikka');
    const card = cardOf('Paneer Tikka');
    expect(card.className).toContain('diner-item-photo');
    expect(card.firstElementChild?.tagName).toBe('IMG');
    expect(within(card).getByRole('img', { name: 'Veg' })).toBeTruthy();
    expect(within(card).getByText('Smoky cottage cheese from the tandoor')).toBeTruthy();
    expect(within(card).getByTestId('allergens').textContent).toBe('Contains: Milk, Mustard');
    // an item without a photo is a text card: no image, no mark it was not given
    const dal = cardOf('Dal');
    expect(dal.className).toContain('diner-item-plain');
    expect(dal.querySelector('img')).toBeNull();
    expect(within(dal).queryByRole('img', { name: /Veg|Non-veg|Egg/ })).toBeNull();
  });

  it('[CARD3] a sold-out item says "Sold out", is greyed and cannot be added', async () => {
    installFakeFetch({ [MENU]: [{ status: 200, body: cardMenu({ soldOut: true }) }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    await screen.findByTestId('sold-out');
    const card = cardOf('Paneer Tikka');
    expect(card.className).toContain('diner-item-soldout');
    expect(within(card).getByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Paneer Tikka' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Dal' })).toBeTruthy();
  });

  it('[CARD3] an open menu picks up a sold-out switch when it is read again', async () => {
    installFakeFetch({
      [MENU]: [
        { status: 200, body: cardMenu() },
        { status: 200, body: cardMenu({ soldOut: true }) },
      ],
    });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(await screen.findByRole('button', { name: 'Add Paneer Tikka' })).toBeTruthy();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(cardOf('Paneer Tikka')).findByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Paneer Tikka' })).toBeNull();
  });

  it('[CARD7] the category bar highlights the section in view and scrolls to a section on tap', async () => {
    installFakeFetch({ [MENU]: [{ status: 200, body: cardMenu() }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    await screen.findByText('Paneer Tikka');
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    const chip = (name: string) => within(bar).getByRole('button', { name });
    expect(chip('Mains').getAttribute('aria-current')).toBe('true');
    act(() => FakeObserver.last?.show('s'));
    expect(chip('Starters').getAttribute('aria-current')).toBe('true');
    expect(chip('Mains').getAttribute('aria-current')).toBeNull();

    const mains = document.getElementById('menu-section-m') as HTMLElement;
    const scrolled = vi.fn();
    mains.scrollIntoView = scrolled;
    fireEvent.click(chip('Mains'));
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(chip('Mains').getAttribute('aria-current')).toBe('true');
  });
});
