import { cartTotals, money, rate } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { aStaffUser } from '../../test/builders.ts';
import { openPos, POS_SHOP } from './pos-test-kit.tsx';

const click = (name: string | RegExp, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getByRole('button', { name }));
const dialog = (name: string) => screen.findByRole('dialog', { name });
const cartLines = () => screen.queryAllByTestId('cart-line');
const inr = (minor: number) => formatMoney(minor, 'INR');

/** Margherita through the picker: the default (first) variant unless `variant` is given, plus `addons`. */
async function addPizza(variant?: string, addons: string[] = []) {
  click('Add Margherita');
  const picker = await dialog('Margherita');
  if (variant) fireEvent.click(within(picker).getByRole('radio', { name: new RegExp(variant) }));
  for (const a of addons) fireEvent.click(within(picker).getByRole('checkbox', { name: new RegExp(a) }));
  click(/Add to Cart/, picker);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POS menu and cart', () => {
  it('shows each item with its price, category and counts of variants and addons', async () => {
    await openPos();
    const [cola, pizza] = screen.getAllByTestId('pos-item');
    expect(cola?.textContent).toContain('Cola');
    expect(cola?.textContent).toContain('Drinks');
    expect(cola?.textContent).toContain(inr(5_500));
    expect(pizza?.textContent).toContain('Pizza');
    expect(pizza?.textContent).toContain('2 Variants');
    expect(pizza?.textContent).toContain('1 Addon');
    expect(screen.getByRole('heading', { name: 'POS - Point of Sale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Table Orders' }).getAttribute('href')).toBe('/dashboard/orders');
  });

  it('picker: one variant as a radio (the first by default), addons as checkboxes; plain items add directly', async () => {
    await openPos();
    click('Add Margherita');
    const picker = await dialog('Margherita');
    expect(within(picker).getByRole('radio', { name: /Large/ })).toHaveProperty('checked', true);
    expect(within(picker).getByRole('radio', { name: /Small/ })).toHaveProperty('checked', false);
    fireEvent.click(within(picker).getByRole('radio', { name: /Small/ }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: /Extra cheese/ }));
    // CART1-2: the variant's price replaces the base price, the addon is added on top
    click(`Add to Cart · ${inr(22_000)}`, picker);
    click('Add Cola');

    const [pizza, cola] = cartLines();
    expect(pizza?.textContent).toContain('Small');
    expect(pizza?.textContent).toContain('+ Extra cheese');
    expect(pizza?.textContent).toContain(inr(22_000));
    expect(cola?.textContent).toContain(inr(5_500));
    // the same choice again is the same line, one more of it
    await addPizza('Small', ['Extra cheese']);
    expect(cartLines()).toHaveLength(2);
    expect(screen.getByLabelText('Quantity of Margherita (Small)').textContent).toBe('2');
  });

  it('+ and − change the quantity; − at 1 removes the line (CART6); Remove removes it', async () => {
    await openPos();
    click('Add Cola');
    click('Increase Cola');
    click('Increase Cola');
    expect(screen.getByLabelText('Quantity of Cola').textContent).toBe('3');
    click('Decrease Cola');
    click('Decrease Cola');
    expect(screen.getByLabelText('Quantity of Cola').textContent).toBe('1');
    click('Decrease Cola');
    expect(cartLines()).toHaveLength(0);
    await addPizza();
    click('Remove Margherita (Large)');
    expect(cartLines()).toHaveLength(0);
  });

  it("shows shared's totals: items net total, tax total, payable total with 2 decimals", async () => {
    await openPos();
    await addPizza('Large', ['Extra cheese']);
    click('Add Cola');
    click('Increase Cola');
    const expected = cartTotals([
      { unitPrice: money(34_000), quantity: 1, tax: { rate: rate(50_000), type: 'exclusive' } },
      { unitPrice: money(5_500), quantity: 2, tax: { rate: rate(100_000), type: 'inclusive' } },
    ]);
    // 340.00 + 5% on top; 2 × 55.00 with 10% inside (10.00)
    expect(expected).toMatchObject({ netTotal: 44_000, taxTotal: 2_700, payableTotal: 46_700 });
    const totals = screen.getByTestId('pos-totals');
    expect(within(totals).getByTestId('net-total').textContent).toBe(inr(expected.netTotal));
    expect(within(totals).getByTestId('tax-total').textContent).toBe(inr(expected.taxTotal));
    expect(within(totals).getByTestId('payable-total').textContent).toBe('₹467.00');
  });

  it('title search: case-insensitive contains, blank after trimming ignored; the category filter', async () => {
    await openPos();
    const search = screen.getByRole('searchbox', { name: 'Search items' });
    fireEvent.change(search, { target: { value: 'GHER' } });
    await waitFor(() => expect(screen.getAllByTestId('pos-item')).toHaveLength(1));
    fireEvent.change(search, { target: { value: '   ' } });
    await waitFor(() => expect(screen.getAllByTestId('pos-item')).toHaveLength(2));
    click('Category: All');
    click('Drinks', await dialog('Categories'));
    expect(screen.getAllByTestId('pos-item').map((i) => i.querySelector('h3')?.textContent)).toEqual([
      'Cola',
    ]);
    click('Category: Drinks');
    click('All', await dialog('Categories'));
    expect(screen.getAllByTestId('pos-item')).toHaveLength(2);
  });

  it('a long menu renders one page of cards; the next page on Show more; a search starts again at one page', async () => {
    await openPos({ extraItems: 60 });
    expect(screen.getAllByTestId('pos-item')).toHaveLength(24);
    click('Show more items (38)');
    await waitFor(() => expect(screen.getAllByTestId('pos-item')).toHaveLength(48));
    click('Show more items (14)');
    await waitFor(() => expect(screen.getAllByTestId('pos-item')).toHaveLength(62));
    expect(screen.queryByRole('button', { name: /Show more items/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'zuppa' } });
    await waitFor(() => expect(screen.getAllByTestId('pos-item')).toHaveLength(24));
    expect(screen.getByRole('button', { name: 'Show more items (36)' })).toBeTruthy();
  });

  it('notes: a dialog labelled with the 100-character limit; the note shows on the line', async () => {
    await openPos();
    click('Add Cola');
    click('Note for Cola');
    const notes = await dialog('Notes: Cola');
    const input = within(notes).getByLabelText('Notes (max 100 characters)');
    expect(input.getAttribute('maxlength')).toBe('100');
    fireEvent.change(input, { target: { value: ' less ice ' } });
    click('Save', notes);
    await waitFor(() => expect(cartLines()[0]?.textContent).toContain('Note: less ice'));
  });

  it("Draft, Send to Kitchen and Create Receipt & Pay refuse an empty cart: 'Cart is empty!'", async () => {
    await openPos();
    for (const action of ['Draft', 'Send to Kitchen', 'Create Receipt & Pay']) {
      click(action);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    await waitFor(() => expect(screen.getAllByText('Cart is empty!')).toHaveLength(3));
  });

  it('New clears the cart and the customer; dining option and table selects', async () => {
    await openPos();
    click('Add Cola');
    expect(screen.getByRole('option', { name: 'T1 - 4 persons - Ground' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(0, 3),
    ).toEqual(['Dine-In', 'Delivery', 'Take Away']);
    click('New');
    expect(cartLines()).toHaveLength(0);
    expect(screen.getByTestId('pos-customer').textContent).toContain('WALKIN CUSTOMER');
  });
});

describe('POS customer search by phone', () => {
  it("asks for a phone, says 'No result found!', picks a customer, and Reset returns to walk-in", async () => {
    await openPos();
    expect(screen.getByTestId('pos-customer').textContent).toContain('WALKIN CUSTOMER');
    click('Search Customer');
    const search = await dialog('Search Customer');
    click('Search', search);
    expect(await within(search).findByText('Please provide phone number to search!')).toBeTruthy();
    fireEvent.change(within(search).getByLabelText(/Phone/), { target: { value: '1111' } });
    click('Search', search);
    expect(await within(search).findByText('No result found!')).toBeTruthy();
    fireEvent.change(within(search).getByLabelText(/Phone/), { target: { value: '98765 43210' } });
    click('Search', search);
    fireEvent.click(await within(search).findByRole('button', { name: /Asha/ }));
    const box = screen.getByTestId('pos-customer');
    await waitFor(() => expect(box.textContent).toContain('9876543210'));
    expect(box.textContent).toContain('Asha');
    click('Search Customer');
    click('Reset', await dialog('Search Customer'));
    await waitFor(() => expect(box.textContent).toContain('WALKIN CUSTOMER'));
  });
});

describe('POS drafts (kept in IndexedDB)', () => {
  it('saves the cart under a reference name, lists, loads, deletes one and deletes all', async () => {
    const { db } = await openPos();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await addPizza('Small', ['Extra cheese']);
    click('Draft');
    const save = await dialog('Save Draft');
    click('Save', save);
    expect(await within(save).findByText('Please provide a reference name!')).toBeTruthy();
    fireEvent.change(within(save).getByLabelText(/Reference Name/), { target: { value: 'Table 5' } });
    click('Save', save);
    await waitFor(() => expect(cartLines()).toHaveLength(0));
    expect((await db.drafts.toArray()).map((d) => d.nameRef)).toEqual(['Table 5']);

    click('Drafts List');
    click('Load Table 5', await dialog('Drafts List'));
    await waitFor(() => expect(cartLines()).toHaveLength(1));
    expect(cartLines()[0]?.textContent).toContain('+ Extra cheese');
    expect(cartLines()[0]?.textContent).toContain(inr(22_000));

    click('Draft');
    const again = await dialog('Save Draft');
    fireEvent.change(within(again).getByLabelText(/Reference Name/), { target: { value: 'Takeaway Ravi' } });
    click('Save', again);
    await waitFor(async () => expect(await db.drafts.count()).toBe(2));
    click('Drafts List');
    const list = await dialog('Drafts List');
    click('Delete Table 5', list);
    await waitFor(() => expect(within(list).getAllByTestId('draft')).toHaveLength(1));
    click('Delete All', list);
    await waitFor(() => expect(within(list).queryAllByTestId('draft')).toHaveLength(0));
    expect(await db.drafts.count()).toBe(0);
  });
});

describe('POS sending orders (order.create.v1 through mutate)', () => {
  it('Send to Kitchen: the summary, then the order and its outbox entry, the token dialog, an empty cart', async () => {
    const { db } = await openPos({ offline: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await addPizza('Large', ['Extra cheese']);
    click('Add Cola');
    click('Send to Kitchen');
    const summary = await dialog('Send to Kitchen');
    expect(within(summary).getByTestId('payable-total').textContent).toBe(inr(41_200));
    click('Confirm', summary);

    const token = await dialog('Order sent to Kitchen!');
    const orderId = within(token).getByTestId('order-id').textContent ?? '';
    // TOK9: offline with no reserve yet (it never sold offline today), the till's own form
    expect(within(token).getByTestId('token-number').textContent).toBe('A-1');
    expect(cartLines()).toHaveLength(0);
    const order = await db.orders.get(orderId);
    expect(order).toMatchObject({
      tokenNo: 'A-1',
      paymentStatus: 'pending',
      total: 41_200,
      customerType: 'WALKIN',
    });
    expect(await db.orderItems.where('orderId').equals(orderId).count()).toBe(2);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => [e.name, e.status, (e.args as { id: string }).id])).toEqual([
      ['order.create.v1', 'pending', orderId],
    ]);

    click('Print Token', token);
    expect(open).toHaveBeenCalledWith(
      `/print-token?orderId=${orderId}`,
      '_blank',
      'popup=yes,width=400,height=400',
    );
  });

  it('[TOK8] online, each sale shows the next number of the day from the server: 1, then 2', async () => {
    const { server } = await openPos();
    for (const expected of ['1', '2']) {
      click('Add Cola');
      click('Send to Kitchen');
      click('Confirm', await dialog('Send to Kitchen'));
      const token = await dialog('Order sent to Kitchen!');
      expect(within(token).getByTestId('token-number').textContent).toBe(expected);
      fireEvent.click(within(token).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeNull(),
      );
    }
    // numbers of one taken at the sale; no reserve asked for
    expect(server.callsOf('lease')).toHaveLength(2);
  });

  it('with printing enabled, the receipt opens by itself instead of the token dialog', async () => {
    await openPos({ autoPrint: true });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    click('Add Cola');
    click('Send to Kitchen');
    click('Confirm', await dialog('Send to Kitchen'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toMatch(/^\/print-receipt\?orderId=[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeNull();
    expect(await screen.findByText('Order sent to Kitchen!')).toBeTruthy(); // the toast
  });

  it('Create Receipt & Pay on credit: a paid order, its credit invoice, and the balance on the khata', async () => {
    const { db } = await openPos({ offline: true });
    click('Search Customer');
    const search = await dialog('Search Customer');
    fireEvent.change(within(search).getByLabelText(/Phone/), { target: { value: '9876543210' } });
    click('Search', search);
    fireEvent.click(await within(search).findByRole('button', { name: /Asha/ }));
    click('Add Cola');
    click('Create Receipt & Pay');
    const pay = await dialog('Create Receipt & Pay');
    expect(within(pay).getByTestId('payable-total').textContent).toBe(inr(5_500));
    expect(within(pay).getByLabelText('Name')).toHaveProperty('value', 'Asha');
    fireEvent.click(within(pay).getByRole('switch', { name: 'Credit' }));
    click('Pay & Send', pay);

    const token = await dialog('Order sent to Kitchen!');
    const orderId = within(token).getByTestId('order-id').textContent ?? '';
    expect(await db.orders.get(orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'credit',
      customerId: 'asha',
    });
    const [invoice] = await db.invoices.toArray();
    expect(invoice).toMatchObject({ isCredit: true, total: 5_500, customerId: 'asha' });
    expect((await db.customers.get('asha'))?.balanceDue).toBe(POS_SHOP.asha.balanceDue + 5_500);
  });

  it('a rejected mutation shows its message and keeps the cart (credit needs a customer)', async () => {
    const { db } = await openPos({ offline: true });
    click('Add Cola');
    click('Create Receipt & Pay');
    const pay = await dialog('Create Receipt & Pay');
    fireEvent.click(within(pay).getByRole('switch', { name: 'Credit' }));
    click('Pay & Send', pay);
    expect(await screen.findByText('Please select customer!')).toBeTruthy();
    expect(cartLines()).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
  });

  it('a paid order with a payment type (walk-in)', async () => {
    const { db } = await openPos({ offline: true });
    click('Add Cola');
    click('Create Receipt & Pay');
    const pay = await dialog('Create Receipt & Pay');
    await waitFor(() => expect(within(pay).getByLabelText('Payment Type')).toHaveProperty('value', 'cash'));
    fireEvent.change(within(pay).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    click('Pay & Send', pay);
    expect(await within(pay).findByText('Please Provide Valid Email!')).toBeTruthy();
    fireEvent.change(within(pay).getByLabelText('Email'), { target: { value: '' } });
    click('Pay & Send', pay);
    const token = await dialog('Order sent to Kitchen!');
    const orderId = within(token).getByTestId('order-id').textContent ?? '';
    expect(await db.orders.get(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'Cash' });
    expect(await db.invoices.count()).toBe(1);
  });
});

describe('a cashier without a customers scope (READ2)', () => {
  it('[READ2] offers no customer search: the till holds no customers to search', async () => {
    await openPos({ user: aStaffUser('POS') });
    const search = screen.getByRole('button', { name: 'Search Customer' });
    expect(search).toHaveProperty('disabled', true);
    expect(search.getAttribute('title')).toBe('Finding customers needs a customers scope');
  });
});
