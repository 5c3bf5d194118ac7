import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { DeliveryInfoSection } from './delivery-info.tsx';
import { menuItemsOf } from './diner-menu.ts';
import { DinerMenu } from './diner-menu-screen.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';
import { ItemDialog } from './item-dialog.tsx';

const MENU = 'GET /api/v1/qrmenu/roma';
const DINER = '0b7e1a52-6c0e-4c59-9d36-0d8f9d3f6a11';

beforeEach(() => {
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
});

describe("the diner's phone field", () => {
  it('[VAL19] a pasted "98765 43210" or "+91 98765 43210" keeps the 10 digits of the number', () => {
    installFakeFetch({ 'POST /api/v1/qrmenu/customer-lookup': [{ status: 200, body: { customer: null } }] });
    render(<DeliveryInfoSection qrcode="roma" dinerId={DINER} storePoint={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add details' }));
    const phone = screen.getByLabelText(/Phone/) as HTMLInputElement;
    expect(phone.maxLength).toBe(-1); // a paste is never cut by the field before it is read
    fireEvent.change(phone, { target: { value: '+91 98765 43210' } });
    expect(phone.value).toBe('9876543210');
    fireEvent.change(phone, { target: { value: '98765 43210' } });
    expect(phone.value).toBe('9876543210');
  });
});

describe('the item dialog', () => {
  it('[CART11] opens on the cheapest variant, not the first alphabetically', () => {
    const [chicken] = menuItemsOf(aMenu);
    if (!chicken) throw new Error('no item');
    // the server lists variants by title: Large (450.00) before Regular (320.00)
    const item = {
      ...chicken,
      variants: [...chicken.variants].sort((a, b) => a.title.localeCompare(b.title)),
    };
    render(<ItemDialog item={item} currency="INR" onClose={() => {}} onAdd={() => {}} />);
    expect((screen.getByRole('radio', { name: /Regular/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: /Add to cart/ }).textContent).toMatch(/320\.00/);
  });
});

describe('the diner menu tells the diner', () => {
  it('[DIN7] that the table of the link is gone, so the order would carry no table', async () => {
    installFakeFetch({ [`${MENU}?table=t9`]: [{ status: 200, body: { ...aMenu, table: null } }] });
    render(<DinerMenu qrcode="roma" table="t9" />);
    expect((await screen.findByTestId('diner-table-gone')).textContent).toBe(
      'This table is no longer in the store. Orders from this link are placed without a table: tell the staff where you sit.',
    );
  });

  it('[DIN7] nothing about the table when the table exists', async () => {
    installFakeFetch({
      [`${MENU}?table=t1`]: [{ status: 200, body: { ...aMenu, table: { id: 't1', title: 'T1' } } }],
    });
    render(<DinerMenu qrcode="roma" table="t1" />);
    expect(await screen.findByText('Table T1')).toBeTruthy();
    expect(screen.queryByTestId('diner-table-gone')).toBeNull();
  });

  it('[DIN8] that an order-status link opened on another phone cannot show that order', async () => {
    installFakeFetch({ [MENU]: [{ status: 200, body: aMenu }] });
    render(<DinerMenu qrcode="roma" table={null} statusOrderId="order-of-another-phone" />);
    expect((await screen.findByTestId('diner-order-elsewhere')).textContent).toBe(
      'This order was placed from another phone. Open the link on that phone to see its status.',
    );
  });

  it('[FEE7] the View Cart bar shows what the till would charge, and that fees come on top', async () => {
    installFakeFetch({ [MENU]: [{ status: 200, body: aMenu }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    const chicken = (await screen.findByText('Butter Chicken')).closest('[data-testid="diner-item"]');
    fireEvent.click(chicken?.querySelector('button') as HTMLButtonElement);
    fireEvent.click(await screen.findByRole('button', { name: /Add to cart/ }));
    // Regular 320.00 with 5% GST on top, as the till charges it
    expect((await screen.findByTestId('cart-count')).textContent).toMatch(/1 item · ₹336\.00 \+ fees/);
  });
});
