import { aRow } from '@tavola/shared/test-support/index';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from './orders-screen.tsx';
import { anOrder, putOrders, renderWithToasts, startTestShop } from './orders-test-kit.tsx';

const T1 = aRow('storeTables', { id: 't1', tableTitle: 'T1', floor: 'Ground' });

async function openOrders(...orders: ReturnType<typeof anOrder>[]) {
  const shop = startTestShop();
  await shop.put('storeTables', T1);
  await shop.put('paymentTypes', aRow('paymentTypes', { id: 'cash', title: 'Cash' }));
  await shop.put('storeSettings', aRow('storeSettings', { currency: 'INR' }));
  if (orders.length) await putOrders(shop, ...orders);
  renderWithToasts(<OrdersScreen />);
  return shop;
}

const group = (title: string) => screen.getByRole('listitem', { name: new RegExp(`^${title}`) });

const chooseFromMenu = async (menuName: string, entry: string) => {
  fireEvent.click(screen.getByRole('button', { name: menuName }));
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
};

describe('orders screen', () => {
  it("says 'No Orders Pending!' when nothing is open", async () => {
    await openOrders(anOrder('done', { status: 'completed' }));
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
  });

  it('[WHO8] groups open orders per table and under Take Away, with token, payment status and line status icons', async () => {
    await openOrders(
      anOrder('o1', { tableId: 't1', tokenNo: '7', paymentStatus: 'paid' }, [
        { itemTitle: 'Masala Dosa', quantity: 2, status: 'preparing' },
      ]),
      anOrder('o2', { tableId: 't1', tokenNo: '8' }, [{ itemTitle: 'Idli Sambar' }]),
      anOrder('o3', { tableId: null, tokenNo: '9', deliveryType: 'takeaway' }, [{ itemTitle: 'Chai' }]),
      anOrder('o4', { tableId: 't1', tokenNo: '10', status: 'cancelled' }),
    );
    await screen.findByText('Token 9');
    const t1 = group('T1');
    expect(
      within(t1)
        .getAllByTestId('order-entry')
        .map((e) => e.dataset.token),
    ).toEqual(['7', '8']);
    expect(within(t1).getByText('Paid')).toBeTruthy();
    expect(within(t1).getByText('Unpaid')).toBeTruthy();
    expect(within(t1).getByText('Masala Dosa × 2')).toBeTruthy();
    expect(within(t1).getByRole('img', { name: 'Preparing' })).toBeTruthy();
    expect(within(t1).getByRole('img', { name: 'Created' })).toBeTruthy();
    const takeAway = group('Take Away');
    expect(within(takeAway).getByText('Token 9')).toBeTruthy();
    expect(screen.queryByText('Token 10')).toBeNull();
  });

  it('[ADR 0042] an order paid through the demo checkout says "Demo payment"; a real payment does not', async () => {
    await openOrders(
      anOrder('o1', { tableId: 't1', tokenNo: '7', paymentStatus: 'paid', paymentMethod: 'Demo payment' }),
      anOrder('o2', { tableId: 't1', tokenNo: '8', paymentStatus: 'paid', paymentMethod: 'Razorpay' }),
    );
    await screen.findByText('Token 8');
    const [demo, real] = within(group('T1')).getAllByTestId('order-entry');
    expect(within(demo as HTMLElement).getByTestId('demo-payment').textContent).toBe('Demo payment');
    expect(within(real as HTMLElement).queryByTestId('demo-payment')).toBeNull();
  });

  it('[OS10] each order without a table has its own Delivery card whose menu acts on that order only', async () => {
    const shop = await openOrders(
      anOrder('o1', { tableId: null, tokenNo: '9', deliveryType: 'delivery' }),
      anOrder('o2', { tableId: null, tokenNo: '11', deliveryType: 'delivery' }),
    );
    await screen.findByText('Token 11');
    expect(screen.getAllByRole('listitem', { name: /^Delivery/ })).toHaveLength(2);
    await chooseFromMenu('Actions for Delivery token 9', 'Payment Collected');
    await waitFor(() => expect(shop.server.row('orders', 'o1')?.paymentStatus).toBe('paid'));
    expect(shop.server.row('orders', 'o2')?.paymentStatus).toBe('pending');
  });

  it("the item menu sets a status; delivering an unpaid line says 'Please complete the payment'", async () => {
    await openOrders(anOrder('o1', { tableId: 't1' }, [{ itemTitle: 'Masala Dosa' }]));
    await screen.findByText('Masala Dosa × 1');
    await chooseFromMenu('Status of Masala Dosa', 'Delivered');
    expect(await screen.findByText('Please complete the payment')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Created' })).toBeTruthy();

    await chooseFromMenu('Status of Masala Dosa', 'Preparing');
    expect(await screen.findByRole('img', { name: 'Preparing' })).toBeTruthy();
    expect(await screen.findByText('Item status updated!')).toBeTruthy();
  });

  it('Cancel asks first, with the spec text, then the group leaves the screen', async () => {
    const shop = await openOrders(anOrder('o1', { tableId: 't1' }));
    await screen.findByText('Token 1');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await chooseFromMenu('Actions for T1', 'Cancel');
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure, you are cancelling the order! This process is not reversible.',
    );
    expect(screen.getByText('Token 1')).toBeTruthy();
    await chooseFromMenu('Actions for T1', 'Cancel');
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
    await waitFor(() => expect(shop.server.row('orders', 'o1')?.status).toBe('cancelled'));
  });

  it('Pay & Complete shows Subtotal, Tax and Total, pays with the chosen type and prints when asked', async () => {
    const shop = await openOrders(
      anOrder('o1', { tableId: 't1', subTotal: 20000, taxTotal: 1000, total: 21000 }, [
        { unitPrice: 10000, quantity: 2, taxRate: 50000, taxType: 'exclusive' },
      ]),
    );
    await screen.findByText('Token 1');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await chooseFromMenu('Actions for T1', 'Pay & Complete');
    const dialog = await screen.findByRole('dialog', { name: 'Pay & Complete' });
    const summary = await within(dialog).findByTestId('pay-summary');
    expect(summary.textContent).toBe('Subtotal₹200.00Tax₹10.00Total₹210.00');
    expect(within(dialog).getByRole('checkbox', { name: 'Credit' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Print Receipt?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay & Complete' }));
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
    expect(open).toHaveBeenCalledWith(
      '/print-receipt?orderId=o1',
      '_blank',
      'popup=yes,width=400,height=400',
    );
    await waitFor(() =>
      expect(shop.server.row('orders', 'o1')).toMatchObject({
        status: 'completed',
        paymentStatus: 'paid',
        paymentMethod: 'Cash',
      }),
    );
  });

  it('shows Delivery Details with a map link for a delivery order', async () => {
    const shop = startTestShop();
    await shop.put(
      'customers',
      aRow('customers', {
        id: 'asha',
        name: 'Asha',
        phone: '9845012345',
        address: '12 MG Road',
        landmark: 'Opp. park',
        lat: 12.97,
        lng: 77.59,
      }),
    );
    await putOrders(
      shop,
      anOrder('o1', {
        deliveryType: 'delivery',
        customerType: 'CUSTOMER',
        customerId: 'asha',
        customerName: 'Asha',
      }),
    );
    renderWithToasts(<OrdersScreen />);
    const block = await screen.findByRole('region', { name: 'Delivery Details' });
    expect(within(block).getByText('9845012345')).toBeTruthy();
    expect(within(block).getByText('12 MG Road')).toBeTruthy();
    expect(within(block).getByText('Opp. park')).toBeTruthy();
    expect(within(block).getByRole('link').getAttribute('href')).toBe(
      'https://www.google.com/maps?q=12.97,77.59',
    );
  });

  it("Refresh pulls through the sync client and says 'Orders Loaded!'", async () => {
    const shop = await openOrders();
    await screen.findByText('No Orders Pending!');
    shop.server.put('orders', anOrder('late', { tokenNo: '42' }).order);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    expect(await screen.findByText('Orders Loaded!')).toBeTruthy();
    expect(await screen.findByText('Token 42')).toBeTruthy();
  });

  it('[WHO6][WHO7][WHO3][WHO5] a QR menu delivery card shows who ordered, the type, source and amount to collect', async () => {
    await openOrders(
      anOrder('0193a4f2-7c1e-7d3a-9b2f-3c4d5e6fa1b2', {
        tableId: null,
        tokenNo: '12',
        deliveryType: 'AppCash',
        customerType: 'QRMENU',
        customerName: 'Asha Rao',
        customerPhone: '9845012345',
        deliveryAddress: '12 MG Road',
        deliveryLandmark: 'Near the bank',
        deliveryLat: 12.97,
        deliveryLng: 77.59,
        total: 76813,
      }),
    );
    const entry = (await screen.findByText('Token 12')).closest('li') as HTMLElement;
    expect(within(entry).getByText('Ref #6FA1B2')).toBeTruthy();
    expect(within(within(entry).getByTestId('order-who')).getByText('Asha Rao')).toBeTruthy();
    expect(within(entry).getByRole('link', { name: 'Call 9845012345' }).getAttribute('href')).toBe(
      'tel:9845012345',
    );
    expect(within(entry).getByTestId('order-due').textContent).toBe('To collect ₹768.13');
    expect(within(entry).getByText('QR menu')).toBeTruthy();
    expect(within(entry).queryByText('AppCash')).toBeNull();
    const block = within(entry).getByRole('region', { name: 'Delivery Details' });
    expect(within(block).getByText('12 MG Road')).toBeTruthy();
    expect(within(block).getByText('Near the bank')).toBeTruthy();
    expect(within(block).getByRole('link').getAttribute('href')).toBe(
      'https://www.google.com/maps?q=12.97,77.59',
    );
  });

  it('[WHO4] a credit sale reads Credit with nothing to collect; a paid one Paid', async () => {
    await openOrders(
      anOrder('o1', { tableId: 't1', tokenNo: '7', paymentStatus: 'paid', paymentMethod: 'credit' }),
      anOrder('o2', { tableId: 't1', tokenNo: '8', paymentStatus: 'paid', paymentMethod: 'Cash' }),
    );
    await screen.findByText('Token 8');
    const [credit, paid] = within(group('T1')).getAllByTestId('order-entry') as HTMLElement[];
    expect(within(credit as HTMLElement).getByText('Credit')).toBeTruthy();
    expect(within(credit as HTMLElement).queryByText('Paid')).toBeNull();
    expect(within(credit as HTMLElement).queryByTestId('order-due')).toBeNull();
    expect(within(paid as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(within(paid as HTMLElement).getByText('Dine-In')).toBeTruthy();
  });

  it('[WHO2] the search finds an order by its short reference or token; nothing found says so', async () => {
    await openOrders(
      anOrder('0193a4f2-7c1e-7d3a-9b2f-3c4d5e6fa1b2', {
        tableId: null,
        tokenNo: '12',
        deliveryType: 'delivery',
      }),
      anOrder('0193a4f2-7c1e-7d3a-9b2f-3c4d5e000001', { tableId: 't1', tokenNo: '13' }),
    );
    await screen.findByText('Token 13');
    const search = screen.getByRole('searchbox', { name: 'Search token, reference, name or phone' });
    fireEvent.change(search, { target: { value: '#6fa1b2' } });
    expect(screen.getByText('Token 12')).toBeTruthy();
    expect(screen.queryByText('Token 13')).toBeNull();
    fireEvent.change(search, { target: { value: '13' } });
    expect(screen.getByText('Token 13')).toBeTruthy();
    expect(screen.queryByText('Token 12')).toBeNull();
    fireEvent.change(search, { target: { value: 'ZZZZZZ' } });
    expect(screen.getByText('No order matches the search.')).toBeTruthy();
  });
});
