import { describe, expect, it } from 'vitest';
import { run, withOrder } from '../../test-support/sync-shop.ts';
import { billShop, linesOf, ok, ordersOf, seen } from './bill-test-shop.ts';

const open = () => withOrder(billShop());
const splitArgs = (s: ReturnType<typeof open>, parts: unknown[]) => ({
  orderId: 'order-1',
  tokenNo: '1',
  seenLines: seen(s, 'order-1'),
  parts,
});
const byItems = (s: ReturnType<typeof open>) =>
  splitArgs(s, [
    { orderId: 'part-a', lines: [{ id: 'line-1', quantity: 1, newId: 'line-1b' }] },
    { orderId: 'part-b', lines: [{ id: 'line-2', quantity: 1 }] },
  ]);

describe('order.split.v1', () => {
  it('[SPLIT1][SPLIT2][SPLIT3] splits by items into new bills whose totals add up to the whole, to the paisa', () => {
    const s0 = ok(open(), 'order.item-status.v1', {
      orderId: 'order-1',
      itemId: 'line-2',
      status: 'preparing',
      source: 'orders',
    });
    const whole = s0.orders?.['order-1'] as unknown as { total: number; taxTotal: number; subTotal: number };
    const r = run(s0, 'order.split.v1', byItems(s0));
    expect(r.decision).toMatchObject({ ok: true, audit: [{ action: 'order.split', entityId: 'order-1' }] });
    const orders = ordersOf(r.state);
    expect(orders.map((o) => [o.id, o.tokenNo, o.tableId, o.total]).sort()).toEqual([
      ['order-1', '1', 't1', 23100],
      ['part-a', '1.1', 't1', 23100],
      ['part-b', '1.2', 't1', 5500],
    ]);
    for (const f of ['total', 'taxTotal', 'subTotal'] as const)
      expect(orders.reduce((x, o) => x + o[f], 0)).toBe(whole[f]);
    // the quantity 2 line became 1 + 1 (a new row); the cola moved with its id and kitchen status
    expect(linesOf(r.state, 'order-1').map((l) => [l.id, l.quantity])).toEqual([['line-1', 1]]);
    expect(linesOf(r.state, 'part-a').map((l) => [l.id, l.quantity])).toEqual([['line-1b', 1]]);
    expect(linesOf(r.state, 'part-b')).toEqual([
      expect.objectContaining({ id: 'line-2', status: 'preparing', quantity: 1 }),
    ]);
  });

  it('[SPLIT1] a replayed split changes nothing (SYNC11)', () => {
    const s1 = ok(open(), 'order.split.v1', byItems(open()));
    const r = run(s1, 'order.split.v1', byItems(open()));
    expect(r.decision).toEqual({ ok: true, writes: [] });
  });

  it('[SPLIT3] a second split takes the next free part tokens', () => {
    const s1 = ok(
      open(),
      'order.split.v1',
      splitArgs(open(), [{ orderId: 'part-a', lines: [{ id: 'line-2', quantity: 1 }] }]),
    );
    const s2 = ok(
      s1,
      'order.split.v1',
      splitArgs(s1, [{ orderId: 'part-b', lines: [{ id: 'line-1', quantity: 1, newId: 'x' }] }]),
    );
    expect(s2.orders?.['part-b']).toMatchObject({ tokenNo: '1.2' });
  });

  it('[SPLIT4] a bill whose lines changed on another till, or that was paid, is refused with a clear message', () => {
    const s = open();
    const stale = { ...byItems(s), seenLines: [{ id: 'line-1', quantity: 2 }] };
    expect(run(s, 'order.split.v1', stale).decision).toMatchObject({ ok: false, code: 'BILL_CHANGED' });
    const paid = ok(s, 'order.payment-collected.v1', {
      orderIds: ['order-1'],
      invoiceId: 'inv-1',
      paymentTypeId: 'cash',
    });
    expect(run(paid, 'order.split.v1', byItems(s)).decision).toEqual({
      ok: false,
      code: 'BILL_CLOSED',
      message: 'This bill is already paid, completed or cancelled!',
    });
  });

  it('[SPLIT1] leaves at least one line on the bill and never takes more than a line holds', () => {
    const s = open();
    const all = splitArgs(s, [
      {
        orderId: 'p',
        lines: [
          { id: 'line-1', quantity: 2 },
          { id: 'line-2', quantity: 1 },
        ],
      },
    ]);
    expect(run(s, 'order.split.v1', all).decision).toMatchObject({ ok: false, code: 'KEEP_ONE_LINE' });
    const twice = splitArgs(s, [
      { orderId: 'p', lines: [{ id: 'line-1', quantity: 2 }] },
      { orderId: 'q', lines: [{ id: 'line-1', quantity: 1, newId: 'n' }] },
    ]);
    expect(run(s, 'order.split.v1', twice).decision).toMatchObject({ ok: false, code: 'LINE_NOT_ON_BILL' });
  });

  it('[SPLIT2] a quantity split whose tax would round differently is refused', () => {
    const s = withOrder(billShop(), {
      cart: [{ itemId: 'chai', variantId: null, addonIds: [], quantity: 2, notes: null, unitPrice: 1010 }],
      itemIds: ['chai-line'],
    });
    const args = {
      orderId: 'order-1',
      tokenNo: '1',
      seenLines: seen(s, 'order-1'),
      parts: [{ orderId: 'p', lines: [{ id: 'chai-line', quantity: 1, newId: 'n' }] }],
    };
    expect(run(s, 'order.split.v1', args).decision).toMatchObject({ ok: false, code: 'ROUNDING' });
  });

  it('[SPLIT1] each part is paid and invoiced on its own', () => {
    const s1 = ok(open(), 'order.split.v1', byItems(open()));
    const s2 = ok(s1, 'order.payment-collected.v1', {
      orderIds: ['part-a'],
      invoiceId: 'inv-a',
      paymentTypeId: 'cash',
    });
    const s3 = ok(s2, 'order.payment-collected.v1', {
      orderIds: ['part-b'],
      invoiceId: 'inv-b',
      paymentTypeId: 'cash',
    });
    expect(s3.invoices?.['inv-a']).toMatchObject({ total: 23100 });
    expect(s3.invoices?.['inv-b']).toMatchObject({ total: 5500 });
    expect(s3.orders?.['order-1']).toMatchObject({ paymentStatus: 'pending', total: 23100 });
  });
});
