import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMutatorContext, aRow } from '../../test-support/sync.ts';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { InvoiceRow } from '../rows.ts';

const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'cashier' } });

/** The shop's order with the cola line at `colaPrice` (paise), the store rounding bills or not. */
function shop(colaPrice: number, roundBills: boolean, currency = 'INR'): SyncState {
  const s = withOrder(aShopState());
  const items = Object.fromEntries(
    Object.entries(s.orderItems ?? {}).map(([id, l]) => [
      id,
      id === 'line-2' ? { ...l, unitPrice: colaPrice } : l,
    ]),
  );
  return {
    ...s,
    orderItems: items,
    storeSettings: { store: aRow('storeSettings', { id: 'store', roundBills, currency }) },
  };
}

const pay = (state: SyncState, extra: Record<string, unknown> = {}) =>
  run(
    state,
    'order.payment-collected.v1',
    { orderIds: ['order-1'], invoiceId: 'inv-1', paymentTypeId: 'cash', ...extra },
    cashier,
  );
const invoiceOf = (r: ReturnType<typeof pay>) => r.state.invoices?.['inv-1'] as InvoiceRow;

describe('round-off on the invoice', () => {
  it('[RND2] a store that rounds: the invoice total is whole rupees and keeps the round-off; one that does not: unchanged', () => {
    const plain = invoiceOf(pay(shop(5535, false)));
    expect(plain.total % 100).not.toBe(0);
    expect(plain.roundOff ?? 0).toBe(0);
    const r = pay(shop(5535, true));
    expect(r.decision.ok).toBe(true);
    const inv = invoiceOf(r);
    expect(inv.total % 100).toBe(0);
    expect(inv.roundOff).toBe(inv.total - plain.total);
    expect(inv).toMatchObject({
      subTotal: plain.subTotal,
      taxTotal: plain.taxTotal,
      feeTotal: plain.feeTotal,
    });
    // a currency paid to the cent is never rounded
    expect(invoiceOf(pay(shop(5535, true, 'USD'))).roundOff ?? 0).toBe(0);
  });

  it('[RND2] cash tendered for the rounded total is exact: no change, nothing short', () => {
    const rounded = invoiceOf(pay(shop(5535, true))).total;
    const r = pay(shop(5535, true), { tenders: [{ paymentTypeId: 'cash', tendered: rounded }] });
    expect(r.decision.ok).toBe(true);
    expect(invoiceOf(r).tenders).toEqual([
      { paymentTypeId: 'cash', amount: rounded, tendered: rounded, change: 0 },
    ]);
  });

  it('[RND2] property: total = unrounded total + round-off, |round-off| ≤ 50 paise, total in whole rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), (price) => {
        const plain = invoiceOf(pay(shop(price, false)));
        const inv = invoiceOf(pay(shop(price, true)));
        expect(inv.total).toBe(plain.total + (inv.roundOff ?? 0));
        expect(Math.abs(inv.roundOff ?? 0)).toBeLessThanOrEqual(50);
        expect(inv.total % 100).toBe(0);
        expect(inv.total).toBe(
          plain.subTotal +
            plain.taxTotal +
            plain.feeTotal +
            (inv.roundOff ?? 0) -
            (plain.discountTotal ?? 0) * 0,
        );
      }),
      { numRuns: 60 },
    );
  });
});
