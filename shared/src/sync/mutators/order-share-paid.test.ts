import { describe, expect, it } from 'vitest';
import { aRow } from '../../test-support/sync.ts';
import { run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { InvoiceRow } from '../rows.ts';
import { billShop, ok, ordersOf, seen } from './bill-test-shop.ts';

// order-1: 517.00 (pizza × 2, cola), shared 3 ways: 172.34 + 172.33 + 172.33 (SPLIT5)
const shop = (): SyncState => {
  const s = withOrder(billShop());
  return {
    ...s,
    paymentTypes: {
      ...s.paymentTypes,
      card: aRow('paymentTypes', { id: 'card', title: 'Card' }),
      upi: aRow('paymentTypes', { id: 'upi', title: 'UPI' }),
    },
  };
};

const share = (
  s: SyncState,
  k: number,
  tenders: { paymentTypeId: string; tendered: number }[],
  extra = {},
) => ({
  id: `share-${k}`,
  orderId: 'order-1',
  of: 3,
  share: k,
  seenLines: seen(s, 'order-1'),
  tenders,
  invoiceId: `inv-${k}`,
  ...extra,
});
const invoicesOf = (s: SyncState) => Object.values(s.invoices ?? {}) as unknown as InvoiceRow[];

describe('order.share-paid.v1', () => {
  it('[SPLIT6][SPLIT8] three shares paid cash, card and UPI in any order: one invoice lists the three tenders', () => {
    const s0 = shop();
    const s1 = ok(s0, 'order.share-paid.v1', share(s0, 2, [{ paymentTypeId: 'cash', tendered: 20000 }]));
    const bill = ordersOf(s1).find((o) => o.id === 'order-1')!;
    expect(bill.paymentStatus).toBe('pending');
    expect(bill.shares).toMatchObject({
      of: 3,
      total: 51700,
      paid: [
        {
          share: 2,
          amount: 17233,
          method: 'Cash',
          tenders: [{ paymentTypeId: 'cash', amount: 17233, tendered: 20000, change: 2767 }],
        },
      ],
    });
    expect(invoicesOf(s1)).toEqual([]);
    const s2 = ok(s1, 'order.share-paid.v1', share(s1, 1, [{ paymentTypeId: 'card', tendered: 17234 }]));
    const last = run(s2, 'order.share-paid.v1', share(s2, 3, [{ paymentTypeId: 'upi', tendered: 17233 }]));
    expect(last.decision).toMatchObject({ ok: true, audit: [{ action: 'order.share-paid' }] });
    const [invoice] = invoicesOf(last.state);
    expect(invoice).toMatchObject({
      id: 'inv-3',
      total: 51700,
      tenders: [
        { paymentTypeId: 'cash', amount: 17233, tendered: 20000, change: 2767 },
        { paymentTypeId: 'card', amount: 17234, tendered: 17234, change: 0 },
        { paymentTypeId: 'upi', amount: 17233, tendered: 17233, change: 0 },
      ],
    });
    expect(ordersOf(last.state).find((o) => o.id === 'order-1')).toMatchObject({
      paymentStatus: 'paid',
      status: 'completed',
      paymentMethod: 'Cash + Card + UPI',
    });
  });

  it('[SPLIT6] the amount is the server’s: a card for more than its share, or cash short of it, is refused', () => {
    const s0 = shop();
    const pay = (t: { paymentTypeId: string; tendered: number }[]) =>
      run(s0, 'order.share-paid.v1', share(s0, 1, t)).decision;
    expect(pay([{ paymentTypeId: 'card', tendered: 17235 }])).toMatchObject({
      message: 'Only cash can be more than the amount due!',
    });
    expect(pay([{ paymentTypeId: 'cash', tendered: 17000 }])).toMatchObject({
      message: 'The payments do not cover the bill!',
    });
    expect(pay([{ paymentTypeId: 'gold', tendered: 17234 }])).toMatchObject({
      message: 'Please choose a payment type!',
    });
  });

  it('[SPLIT7] a share paid twice, another count of shares, a changed bill: refused; a replay changes nothing', () => {
    const s0 = shop();
    const s1 = ok(s0, 'order.share-paid.v1', share(s0, 1, [{ paymentTypeId: 'card', tendered: 17234 }]));
    expect(
      run(s1, 'order.share-paid.v1', share(s1, 1, [{ paymentTypeId: 'card', tendered: 17234 }])).decision,
    ).toEqual({
      ok: true,
      writes: [],
    });
    const again = { ...share(s1, 1, [{ paymentTypeId: 'card', tendered: 17234 }]), id: 'share-x' };
    expect(run(s1, 'order.share-paid.v1', again).decision).toMatchObject({
      code: 'SHARE_PAID',
      message: 'This share is paid already!',
    });
    expect(
      run(s1, 'order.share-paid.v1', share(s1, 2, [{ paymentTypeId: 'cash', tendered: 30000 }], { of: 2 }))
        .decision,
    ).toMatchObject({ code: 'SHARE_COUNT', message: 'This bill is being paid in 3 shares!' });
    const stale = [{ id: 'line-1', quantity: 1 }];
    expect(
      run(
        s1,
        'order.share-paid.v1',
        share(s1, 2, [{ paymentTypeId: 'cash', tendered: 30000 }], { seenLines: stale }),
      ).decision,
    ).toMatchObject({
      code: 'BILL_CHANGED',
      message: 'This bill was changed on another till. Please check it and try again!',
    });
  });

  it('[SPLIT8] once a share is paid the bill is not split or moved; Pay & Complete pays the rest after the shares', () => {
    const s0 = shop();
    const s1 = ok(s0, 'order.share-paid.v1', share(s0, 1, [{ paymentTypeId: 'card', tendered: 17234 }]));
    const split = run(s1, 'order.split.v1', {
      orderId: 'order-1',
      tokenNo: '1',
      seenLines: seen(s1, 'order-1'),
      parts: [{ orderId: 'part-a', lines: [{ id: 'line-2', quantity: 1 }] }],
    });
    expect(split.decision).toMatchObject({ code: 'SHARES_PAID' });
    const rest = run(s1, 'order.pay-and-complete.v1', {
      orderIds: ['order-1'],
      invoiceId: 'inv-rest',
      tenders: [{ paymentTypeId: 'cash', tendered: 40000 }],
    });
    expect(rest.decision.ok).toBe(true);
    expect(invoicesOf(rest.state)[0]).toMatchObject({
      total: 51700,
      tenders: [
        { paymentTypeId: 'card', amount: 17234, tendered: 17234, change: 0 },
        { paymentTypeId: 'cash', amount: 34466, tendered: 40000, change: 5534 },
      ],
    });
  });

  it('[TEND4] a payment naming the lines its till saw is refused once a split landed first; without them it pays what is left', () => {
    const s0 = shop();
    const sawLines = seen(s0, 'order-1');
    const s1 = ok(s0, 'order.split.v1', {
      orderId: 'order-1',
      tokenNo: '1',
      seenLines: sawLines,
      parts: [{ orderId: 'part-a', lines: [{ id: 'line-2', quantity: 1 }] }],
    });
    for (const name of ['order.pay-and-complete.v1', 'order.payment-collected.v1']) {
      const args = { orderIds: ['order-1'], invoiceId: 'inv-9', paymentTypeId: 'cash' };
      expect(run(s1, name, { ...args, seenLines: sawLines }).decision).toMatchObject({
        ok: false,
        code: 'BILL_CHANGED',
        message: 'This bill was changed on another till. Please check it and try again!',
      });
      expect(run(s1, name, { ...args, seenLines: seen(s1, 'order-1') }).decision.ok).toBe(true);
      expect(run(s1, name, args).decision.ok).toBe(true); // an older till: no lines sent
    }
  });
});
