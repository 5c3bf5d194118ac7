import type { CreateOrderBody } from '@tavola/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { DinerMenu } from './diner-menu-screen.tsx';
import { DINER_KEYS, writeJson } from './diner-storage.ts';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';
import { flushQueuedOrders, placeOrder } from './place-order.ts';

const MENU = 'GET /api/v1/qrmenu/roma';
const CREATE = 'POST /api/v1/qrmenu/create-order';

beforeEach(() => {
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
});

describe('the diner menu screen', () => {
  it("says 'Please wait...' while loading and 'Broken Link!' for an unknown code", async () => {
    installFakeFetch({ [MENU]: [{ status: 404, body: { message: 'Broken Link!' } }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(screen.getByText('Please wait...')).toBeTruthy();
    expect(await screen.findByText('Broken Link!')).toBeTruthy();
  });

  it("says 'Menu Not Available!' when the store turned its QR menu off", async () => {
    installFakeFetch({ [MENU]: [{ status: 404, body: { message: 'Menu Not Available!' } }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(await screen.findByText('Menu Not Available!')).toBeTruthy();
  });

  it('shows the saved menu with no signal, and searches titles trimmed and case-insensitively', async () => {
    writeJson(DINER_KEYS.menu('roma'), aMenu);
    installFakeFetch({ [MENU]: ['network-error'] });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(await screen.findByText(/Offline menu/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  BUTTER ' } });
    await waitFor(() => expect(screen.queryByText('Dal')).toBeNull());
    expect(screen.getByText('Butter Chicken')).toBeTruthy();
  });
});

describe('placing a diner order', () => {
  const body = (): CreateOrderBody => ({
    qrcode: 'roma',
    tableId: null,
    dinerId: '0b7e1a52-6c0e-4c59-9d36-0d8f9d3f6a11',
    clientOrderId: '0193a9f0-0000-7000-8000-000000000001',
    paymentMethod: 'cash',
    deliveryType: 'AppCash',
    customerType: 'QRMENU',
    phone: null,
    deliveryInfo: null,
    items: [{ itemId: 'dal', variantId: null, addonIds: [], quantity: 1, notes: null }],
  });
  const created = {
    message: 'Order placed successfully!',
    orderId: 'order-1',
    tokenNo: null,
    paymentStatus: 'pending',
    orderToken: 'capability-of-order-1-xxxxxxxx',
    summary: {
      mrp: 24_000,
      platformFee: 720,
      gstonplatformfee: 130,
      processingFee: 0,
      totalTaxAndCharges: 3_250,
      total: 27_250,
      taxes: { 'GST-add': 1_200, 'Packing-add': 1_200 },
    },
    payment: null,
  };

  it('queues a cash order that finds no signal and sends it, with the same id, when the signal returns', async () => {
    const f = installFakeFetch({ [CREATE]: ['network-error', { status: 200, body: created }] });
    expect(await placeOrder(body(), true)).toEqual({ kind: 'queued' });
    expect(useDinerStore.getState().outbox).toMatchObject([{ state: 'queued', body: body() }]);

    await flushQueuedOrders();
    expect(useDinerStore.getState().outbox).toEqual([]);
    expect(useDinerStore.getState().orders).toMatchObject([
      { orderId: 'order-1', orderToken: created.orderToken, qrcode: 'roma', paymentMethod: 'cash' },
    ]);
    const sent = f.calls.map((c) => JSON.parse(String(c.init.body)).clientOrderId);
    expect(sent).toEqual([body().clientOrderId, body().clientOrderId]);
  });

  it('keeps a queued order the server refuses, with its message; an online order is never queued', async () => {
    installFakeFetch({
      [CREATE]: ['network-error', { status: 400, body: { message: 'Item not found!' } }, 'network-error'],
    });
    await placeOrder(body(), true);
    await flushQueuedOrders();
    expect(useDinerStore.getState().outbox).toMatchObject([{ state: 'failed', message: 'Item not found!' }]);
    const online = await placeOrder(
      { ...body(), clientOrderId: '0193a9f0-0000-7000-8000-000000000002' },
      false,
    );
    expect(online.kind).toBe('refused');
    expect(useDinerStore.getState().outbox).toHaveLength(1);
  });
});
