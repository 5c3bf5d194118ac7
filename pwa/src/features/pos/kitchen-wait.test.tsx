/**
 * FRI2: 'Order sent to Kitchen!' for an order the kitchen will not show until paid (KDS10's rule) says so, so a
 * cashier on a busy night does not leave a takeaway uncooked; a paid order, or a dine-in the store lets the
 * kitchen see before payment, says nothing more.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPos } from './pos-test-kit.tsx';

const WAIT = 'The kitchen sees this order once it is paid.';
const click = (name: string | RegExp, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getByRole('button', { name }));
const dialog = (name: string) => screen.findByRole('dialog', { name });

async function sendCola(): Promise<HTMLElement> {
  click('Add Cola');
  click('Send to Kitchen');
  click('Confirm', await dialog('Send to Kitchen'));
  return dialog('Order sent to Kitchen!');
}

describe('the token dialog tells when the kitchen waits for the payment (FRI2)', () => {
  it('[FRI2][KDS10] an unpaid order sent to the kitchen: the dialog says the kitchen sees it once paid', async () => {
    await openPos({ offline: true });
    const token = await sendCola();
    expect((await within(token).findByTestId('kitchen-after-payment')).textContent).toBe(WAIT);
  });

  it('[FRI2] a paid order (Create Receipt & Pay): no such note', async () => {
    const { db } = await openPos({ offline: true });
    click('Add Cola');
    click('Create Receipt & Pay');
    click('Pay & Send', await dialog('Create Receipt & Pay'));
    const token = await dialog('Order sent to Kitchen!');
    const orderId = within(token).getByTestId('order-id').textContent ?? '';
    await waitFor(async () => expect((await db.orders.get(orderId))?.paymentStatus).toBe('paid'));
    expect(within(token).queryByTestId('kitchen-after-payment')).toBeNull();
  });

  it('[FRI2][KDS10] the store shows dine-in before payment: an unpaid dine-in has no note, a takeaway has', async () => {
    const { db } = await openPos({ offline: true });
    await db.storeSettings.update('store', { kitchenShowsUnpaidDineIn: true });
    const options = screen.getByRole('combobox', { name: 'Dining Option' });
    fireEvent.change(options, { target: { value: 'dinein' } });
    const dineIn = await sendCola();
    const orderId = within(dineIn).getByTestId('order-id').textContent ?? '';
    await waitFor(async () => expect((await db.orders.get(orderId))?.deliveryType).toBe('dinein'));
    expect(within(dineIn).queryByTestId('kitchen-after-payment')).toBeNull();
    fireEvent.click(within(dineIn).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeNull());
    fireEvent.change(screen.getByRole('combobox', { name: 'Dining Option' }), {
      target: { value: 'takeaway' },
    });
    const takeaway = await sendCola();
    expect((await within(takeaway).findByTestId('kitchen-after-payment')).textContent).toBe(WAIT);
  });
});
