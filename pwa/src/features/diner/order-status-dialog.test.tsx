import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { OrderStatusDialog } from './order-status-dialog.tsx';

const ORDER_ID = '0193a4f2-7c1e-7d3a-9b2f-3c4d5e6fa1b2';
const SUMMARY = {
  mrp: 71000,
  taxTotal: 3300,
  includedTax: 0,
  netTotal: 71000,
  platformFee: 2130,
  gstonplatformfee: 383,
  processingFee: 0,
  totalTaxAndCharges: 5813,
  total: 76813,
  taxes: {},
};
const EXPIRED = 'This order expired: the store did not accept it in time. Please order again.';

/** The panel of a cash order the server answers with `order` (over a pending cash order's fields). */
function showOrder(order: Record<string, unknown>) {
  installFakeFetch({
    [`GET /api/v1/qrmenu/orders/${ORDER_ID}`]: [
      {
        status: 200,
        body: {
          order: {
            id: ORDER_ID,
            token_no: null,
            payment_status: 'pending',
            delivery_type: 'AppCash',
            paymentMethod: 'cash',
            status: 'created',
            createdAt: 0,
            summary: SUMMARY,
            ...order,
          },
          kitchenOrders: [],
          kitchenOrdersItems: [],
        },
      },
    ],
  });
  render(
    <OrderStatusDialog
      order={{
        orderId: ORDER_ID,
        orderToken: 'x'.repeat(43),
        qrcode: 'roma',
        paymentMethod: 'cash',
        tokenNo: null,
        placedAt: 0,
        providerRef: null,
      }}
      currency="INR"
      storeName="Roma"
      onClose={() => {}}
    />,
  );
}

describe('order status panel', () => {
  it('[WHO1] leads with the token, then the short reference; the full id only in small print', async () => {
    showOrder({ token_no: '12', payment_status: 'paid' });
    const token = await screen.findByTestId('status-token');
    expect(token.textContent).toContain('12');
    const reference = screen.getByTestId('status-reference');
    expect(reference.textContent).toBe('#6FA1B2');
    const id = screen.getByTestId('status-order-id');
    // document order: token, then reference, then the 36-character id
    expect(token.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reference.compareDocumentPosition(id) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('[SALE7] the diner is told when the store did not accept the order in time', () => {
  it('says the order expired instead of waiting for the store', async () => {
    showOrder({ expired: true, expiresAt: Date.now() - 1000 });
    expect((await screen.findByTestId('status-token')).textContent).toBe(EXPIRED);
  });

  it('turns from waiting to expired when the time runs out while the panel is open', async () => {
    showOrder({ expired: false, expiresAt: Date.now() + 300 });
    const token = await screen.findByTestId('status-token');
    expect(token.textContent).toBe('Waiting for store to accept your order...');
    expect(await screen.findByText(EXPIRED, {}, { timeout: 2000 })).toBeTruthy();
  });

  it('[SALE7] times the wait by the server, not by a phone whose clock is an hour behind', async () => {
    // the server's clock is an hour ahead of this phone's: 300 ms are left by the server's count
    showOrder({ expired: false, expiresAt: Date.now() + 3_600_000 + 300, expiresInMs: 300 });
    expect((await screen.findByTestId('status-token')).textContent).toBe(
      'Waiting for store to accept your order...',
    );
    expect(await screen.findByText(EXPIRED, {}, { timeout: 2000 })).toBeTruthy();
  });
});
