import { derivePinKey, type OrderItemRow, type OrderRow, pinVerifier, toHex } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TavolaDb } from '../../db/database.ts';
import { aStaffUser } from '../../test/builders.ts';
import { openPos, POS_SHOP } from './pos-test-kit.tsx';

/** The machine running the tests is shared: give the screen's live queries time. */
const SLOW = { timeout: 8000 };
const SALT = toHex(new Uint8Array(16).fill(7));
const cashier = aStaffUser('POS', { id: 'u-2', name: 'Cyrus Cashier' });

const addCola = (times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole('button', { name: 'Add Cola' }));
};
const payable = () => screen.getAllByTestId('payable-total')[0]?.textContent ?? '';
const opDialog = async (button: string) => {
  fireEvent.click(await screen.findByRole('button', { name: button }, SLOW));
  return screen.findByTestId('line-op-dialog', {}, SLOW);
};
const sendToKitchen = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
  const summary = await screen.findByTestId('send-summary', {}, SLOW);
  fireEvent.click(within(summary).getByRole('button', { name: 'Confirm' }));
};
const onlyOrder = async (db: TavolaDb) => {
  await waitFor(async () => expect(await db.orders.count()).toBe(1), SLOW);
  const [order] = (await db.orders.toArray()) as OrderRow[];
  const items = (await db.orderItems.toArray()) as OrderItemRow[];
  return { order: order as OrderRow, items };
};

async function withManager(db: TavolaDb) {
  const key = await derivePinKey('2468', SALT, 1000);
  const verifier = pinVerifier(key);
  await db
    .table('approvers')
    .put(aRow('approvers', { id: 'mgr', name: 'Meera', salt: SALT, iterations: 1000, verifier }));
}

describe('bill operations on the till’s cart (DISC7)', () => {
  it('[DISC7] a line discount and a bill discount on the cart show in its totals and go with the order', async () => {
    const { db, server } = await openPos({ user: cashier });
    addCola(2); // 2 × 55.00, 10% VAT inside
    const dialog = await opDialog('Discount Cola');
    fireEvent.change(within(dialog).getByTestId('discount-value'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByTestId('op-save'));
    await waitFor(() => expect(payable()).toContain('104.50'), SLOW);
    expect(screen.getByTestId('cart-line-discount').textContent).toContain('Regular customer');
    fireEvent.click(screen.getByTestId('cart-bill-discount'));
    const bill = await screen.findByTestId('line-op-dialog', {}, SLOW);
    fireEvent.change(within(bill).getByTestId('discount-kind'), { target: { value: 'amount' } });
    fireEvent.change(within(bill).getByTestId('discount-value'), { target: { value: '4.50' } });
    fireEvent.click(within(bill).getByTestId('op-save'));
    await waitFor(() => expect(payable()).toContain('100.00'), SLOW);
    expect(screen.getByTestId('discount-total').textContent).toContain('10.00');
    await sendToKitchen();
    const { order, items } = await onlyOrder(db);
    // the till ran order.create.v1 with the discounts: its totals are the rule's, not the cart's figure
    expect(order).toMatchObject({ total: 10000, discountType: 'amount', discountValue: 450 });
    expect(items[0]).toMatchObject({
      discountType: 'percent',
      discountValue: 50_000,
      discountReason: 'Regular customer',
    });
    await waitFor(() => expect(server.row('orders', order.id)).toMatchObject({ total: 10000 }), SLOW);
  });

  it('[DISC7] a draft keeps the cart’s discounts: saved, loaded back, sent with the order', async () => {
    const { db } = await openPos({ user: cashier });
    addCola(2);
    const dialog = await opDialog('Discount Cola');
    fireEvent.change(within(dialog).getByTestId('discount-value'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByTestId('op-save'));
    await waitFor(() => expect(payable()).toContain('104.50'), SLOW);
    fireEvent.click(screen.getByTestId('cart-bill-discount'));
    const bill = await screen.findByTestId('line-op-dialog', {}, SLOW);
    fireEvent.change(within(bill).getByTestId('discount-kind'), { target: { value: 'amount' } });
    fireEvent.change(within(bill).getByTestId('discount-value'), { target: { value: '4.50' } });
    fireEvent.click(within(bill).getByTestId('op-save'));
    await waitFor(() => expect(payable()).toContain('100.00'), SLOW);
    // put aside as a draft: the till is empty, then the draft comes back with both discounts
    fireEvent.click(screen.getByRole('button', { name: 'Draft' }));
    const save = await screen.findByRole('dialog', { name: 'Save Draft' }, SLOW);
    fireEvent.change(within(save).getByLabelText(/Reference Name/), { target: { value: 'Table 4' } });
    fireEvent.click(within(save).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await db.drafts.count()).toBe(1), SLOW);
    await waitFor(() => expect(screen.queryAllByTestId('cart-line')).toHaveLength(0), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Drafts List' }));
    const list = await screen.findByRole('dialog', { name: 'Drafts List' }, SLOW);
    fireEvent.click(within(list).getByRole('button', { name: 'Load Table 4' }));
    await waitFor(() => expect(payable()).toContain('100.00'), SLOW);
    expect(screen.getByTestId('cart-line-discount').textContent).toContain('Regular customer');
    await sendToKitchen();
    const { order, items } = await onlyOrder(db);
    expect(order).toMatchObject({ total: 10000, discountType: 'amount', discountValue: 450 });
    expect(items[0]).toMatchObject({ discountType: 'percent', discountValue: 50_000 });
  });

  it('[DISC7] [DISC2] a comp above the cashier’s cap asks a manager’s PIN (offline), kept on the cart, sent with the order', async () => {
    const { db } = await openPos({ user: cashier, offline: true });
    await withManager(db);
    addCola();
    const dialog = await opDialog('Comp Cola');
    fireEvent.click(within(dialog).getByTestId('op-save'));
    const approval = await screen.findByTestId('approval-dialog', {}, SLOW);
    await within(approval).findByRole('option', { name: 'Meera' }, SLOW);
    fireEvent.change(within(approval).getByTestId('approval-pin'), { target: { value: '2468' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(payable()).toContain('0.00'), SLOW);
    expect(screen.getByTestId('cart-line-discount').textContent).toContain(
      'Comp · Regular customer · approved',
    );
    await sendToKitchen();
    const { order, items } = await onlyOrder(db);
    expect(order.total).toBe(0);
    expect(items[0]).toMatchObject({ discountType: 'comp', id: expect.any(String) });
    // the approval went with the mutation, signed on the line's id
    const outbox = await db.outbox.toArray();
    const args = outbox.find((m) => m.name === 'order.create.v1')?.args as {
      itemIds: string[];
      lineDiscounts: { itemId: string; approval: { managerId: string } }[];
    };
    expect(args.lineDiscounts[0]).toMatchObject({ itemId: args.itemIds[0], approval: { managerId: 'mgr' } });
  });

  it('[DISC7] [VOID1] the table’s running bill shows under the cart: a line voided from the till, the total follows', async () => {
    const { db } = await openPos();
    const order = aRow('orders', { id: 'o1', tokenNo: '7', tableId: POS_SHOP.table.id, total: 11000 });
    const lines = [
      aRow('orderItems', {
        id: 'l1',
        orderId: 'o1',
        itemId: 'cola',
        itemTitle: 'Cola',
        unitPrice: 5500,
        quantity: 1,
      }),
      aRow('orderItems', {
        id: 'l2',
        orderId: 'o1',
        itemId: 'cola',
        itemTitle: 'Lemonade',
        unitPrice: 5500,
        quantity: 1,
      }),
    ];
    await db.orders.put(order);
    await db.orderItems.bulkPut(lines);
    fireEvent.change(screen.getByLabelText('Table'), { target: { value: POS_SHOP.table.id } });
    const running = await screen.findByTestId('running-bill', {}, SLOW);
    expect(within(running).getByTestId('running-total').textContent).toContain('110.00');
    const dialog = await opDialog('Void… Lemonade');
    fireEvent.change(within(dialog).getByTestId('op-reason'), { target: { value: 'Sent by mistake' } });
    fireEvent.click(within(dialog).getByTestId('op-save'));
    await waitFor(async () => expect((await db.orderItems.get('l2'))?.status).toBe('cancelled'), SLOW);
    await waitFor(
      () => expect(within(running).getByTestId('running-total').textContent).toContain('55.00'),
      SLOW,
    );
    expect(within(running).getByRole('button', { name: 'Bill discount' })).toBeTruthy();
  });
});
