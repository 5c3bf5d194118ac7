import { describe, expect, it } from 'vitest';
import { aMutatorContext, aRow } from '../../test-support/sync.ts';
import { aShopState, createOrderWire as createWire, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';

const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'cashier' } });
const withCard = (s: SyncState): SyncState => ({
  ...s,
  paymentTypes: { ...s.paymentTypes, card: aRow('paymentTypes', { id: 'card', title: 'Card' }) },
});

// order-1 totals 517.00 (createOrderWire)
describe('split payment (tenders)', () => {
  it('[TEND1] [TEND2] a bill paid by card and cash: the invoice lists each tender and the change', () => {
    const state = withCard(withOrder(aShopState()));
    const r = run(
      state,
      'order.payment-collected.v1',
      {
        orderIds: ['order-1'],
        invoiceId: 'inv-1',
        tenders: [
          { paymentTypeId: 'card', tendered: 30000 },
          { paymentTypeId: 'cash', tendered: 25000 },
        ],
      },
      cashier,
    );
    expect(r.decision.ok).toBe(true);
    expect(r.state.invoices?.['inv-1']).toMatchObject({
      total: 51700,
      paymentTypeId: 'card',
      tenders: [
        { paymentTypeId: 'card', amount: 30000, tendered: 30000, change: 0 },
        { paymentTypeId: 'cash', amount: 21700, tendered: 25000, change: 3300 },
      ],
    });
    expect(r.state.orders?.['order-1']).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'Card + Cash',
    });
  });

  it('[TEND2] tenders that do not cover the server’s total, an unknown type, or credit with tenders are refused', () => {
    const state = withCard(withOrder(aShopState()));
    const pay = (a: Record<string, unknown>) =>
      run(state, 'order.payment-collected.v1', { orderIds: ['order-1'], invoiceId: 'inv-1', ...a }, cashier)
        .decision;
    expect(pay({ tenders: [{ paymentTypeId: 'card', tendered: 51600 }] })).toMatchObject({
      ok: false,
      message: 'The payments do not cover the bill!',
    });
    expect(pay({ tenders: [{ paymentTypeId: 'card', tendered: 60000 }] })).toMatchObject({
      message: 'Only cash can be more than the amount due!',
    });
    expect(pay({ tenders: [{ paymentTypeId: 'gold', tendered: 60000 }] })).toMatchObject({
      message: 'Please choose a payment type!',
    });
    expect(
      pay({ credit: true, customerId: 'asha', tenders: [{ paymentTypeId: 'cash', tendered: 60000 }] }),
    ).toMatchObject({ message: 'A credit sale cannot be split with other payments!' });
  });

  it('[TEND1] a sale paid at once with tenders (payNow) keeps them on its invoice', () => {
    const state = withCard(aShopState());
    const r = run(
      state,
      'order.create.v1',
      {
        ...createWire(),
        payNow: {
          invoiceId: 'inv-9',
          tenders: [
            { paymentTypeId: 'cash', tendered: 20000 },
            { paymentTypeId: 'card', tendered: 31700 },
          ],
        },
      },
      cashier,
    );
    expect(r.decision.ok).toBe(true);
    expect(r.state.invoices?.['inv-9']?.tenders).toHaveLength(2);
  });
});
