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

describe('order status panel', () => {
  it('[WHO1] leads with the token, then the short reference; the full id only in small print', async () => {
    installFakeFetch({
      [`GET /api/v1/qrmenu/orders/${ORDER_ID}`]: [
        {
          status: 200,
          body: {
            order: {
              id: ORDER_ID,
              token_no: '12',
              payment_status: 'paid',
              delivery_type: 'AppCash',
              paymentMethod: 'cash',
              status: 'created',
              createdAt: 0,
              summary: SUMMARY,
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
