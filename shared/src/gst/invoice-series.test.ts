import { describe, expect, it } from 'vitest';
import type { SyncState } from '../sync/apply.ts';
import type { MutatorContext } from '../sync/mutator.ts';
import { runMutation } from '../sync/mutators/run.ts';
import type { InvoiceRow } from '../sync/rows.ts';
import { aMutatorContext, aRow, aTokenBlock, T0 } from '../test-support/sync.ts';
import { aShopState, createOrderWire } from '../test-support/sync-shop.ts';
import {
  financialYearOf,
  INVOICE_NO_MAX_LENGTH,
  nextInvoiceNo,
  parseInvoiceNo,
  previousFinancialYear,
  SERVER_SERIES_CODE,
} from './invoice-series.ts';

const GSTIN = '29AAGCB7383J1Z4';
const server = aMutatorContext({
  deviceCode: '',
  deviceId: 'server',
  leases: [aTokenBlock({ start: 1, end: 99 })],
});
const till = (code: string, businessDay = '2026-03-31'): MutatorContext =>
  aMutatorContext({ deviceId: `device-${code}`, deviceCode: code, businessDay });

/** A GST-registered shop with `n` unpaid orders o1..on rung up by the server. */
function shopWithOrders(n: number, gstin: string | null = GSTIN): SyncState {
  let s: SyncState = {
    ...aShopState(),
    storeSettings: { 'tenant-1': aRow('storeSettings', { id: 'tenant-1', gstin }) },
  };
  for (let k = 1; k <= n; k++) {
    const args = createOrderWire({ id: `o${k}`, tokenNo: String(k), itemIds: [`o${k}-1`, `o${k}-2`] });
    const r = runMutation(s, { name: 'order.create.v1', args }, server);
    if (!r.decision.ok) throw new Error(r.decision.message);
    s = r.state;
  }
  return s;
}

const pay = (orderId: string, invoiceNo?: string) => ({
  name: 'order.payment-collected.v1',
  args: { orderIds: [orderId], invoiceId: `inv-${orderId}`, ...(invoiceNo ? { invoiceNo } : {}) },
});
const invoiceNo = (s: SyncState, orderId: string) =>
  (s.invoices?.[`inv-${orderId}`] as InvoiceRow | undefined)?.invoiceNo;

/** A till paying orders offline: each payment takes its number from the till's own state, as the PWA queues it. */
function offlineTill(start: SyncState, ctx: MutatorContext, orderIds: readonly string[]) {
  let s = start;
  const queued: { name: string; args: Record<string, unknown>; ctx: MutatorContext }[] = [];
  for (const id of orderIds) {
    const m = pay(id, nextInvoiceNo(s, ctx, ctx.businessDay));
    const r = runMutation(s, m, ctx);
    if (!r.decision.ok) throw new Error(r.decision.message);
    s = r.state;
    queued.push({ ...m, ctx });
  }
  return { state: s, queued };
}

describe('invoice series', () => {
  it('[INVS2] the financial year starts on 1 April', () => {
    expect(financialYearOf('2026-03-31')).toBe('25-26');
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2099-12-31')).toBe('99-00');
    expect(previousFinancialYear('26-27')).toBe('25-26');
    expect(previousFinancialYear('00-01')).toBe('99-00');
  });

  it('[INVS1] a number is code/FY/n, at most 16 characters', () => {
    expect(parseInvoiceNo('AB/26-27/12')).toEqual({ code: 'AB', fy: '26-27', n: 12 });
    expect(parseInvoiceNo('ABCD/26-27/99999')?.n).toBe(99999);
    expect(parseInvoiceNo('ABCD/26-27/100000')).toBeNull(); // 17 characters
    expect(parseInvoiceNo('A/26-27/0')).toBeNull();
    expect(parseInvoiceNo('a/26-27/1')).toBeNull();
    expect(`ABCD/26-27/99999`.length).toBeLessThanOrEqual(INVOICE_NO_MAX_LENGTH);
  });

  it('[INVS3] a GST store numbers its invoices per device; a store without a GSTIN does not', () => {
    const r = runMutation(shopWithOrders(1), pay('o1'), till('B'));
    expect(invoiceNo(r.state, 'o1')).toBe('B/25-26/1');
    expect(r.state.invoiceSeries?.['tenant-1:B/25-26']).toMatchObject({ lastNo: 1, deviceCode: 'B' });
    const plain = runMutation(shopWithOrders(1, null), pay('o1'), till('B'));
    expect(invoiceNo(plain.state, 'o1')).toBeNull();
    expect(plain.state.invoiceSeries).toBeUndefined();
  });

  it('[INVS3] two tills offline: each prints consecutive numbers of its own series; the server keeps them all', () => {
    const start = shopWithOrders(6);
    const a = offlineTill(start, till('A'), ['o1', 'o2', 'o3']);
    const b = offlineTill(start, till('B'), ['o4', 'o5', 'o6']);
    expect(['o1', 'o2', 'o3'].map((o) => invoiceNo(a.state, o))).toEqual([
      'A/25-26/1',
      'A/25-26/2',
      'A/25-26/3',
    ]);
    expect(['o4', 'o5', 'o6'].map((o) => invoiceNo(b.state, o))).toEqual([
      'B/25-26/1',
      'B/25-26/2',
      'B/25-26/3',
    ]);
    // the server applies the two outboxes interleaved, with its own clock
    const interleaved = [0, 1, 2].flatMap((k) => [b.queued[k]!, a.queued[k]!]);
    let s = start;
    interleaved.forEach((m, k) => {
      const r = runMutation(s, m, { ...m.ctx, now: T0 + (k + 1) * 1000 });
      expect(r.decision.ok).toBe(true);
      s = r.state;
    });
    const numbers = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'].map((o) => invoiceNo(s, o));
    expect(numbers).toEqual(['A/25-26/1', 'A/25-26/2', 'A/25-26/3', 'B/25-26/1', 'B/25-26/2', 'B/25-26/3']);
    expect(new Set(numbers).size).toBe(6);
  });

  it('[INVS2][INVS3] across the financial year boundary a till starts again at 1 in the new year', () => {
    const start = shopWithOrders(4);
    const march = offlineTill(start, till('A', '2026-03-31'), ['o1', 'o2']);
    const april = offlineTill(march.state, till('A', '2026-04-01'), ['o3', 'o4']);
    expect(['o1', 'o2', 'o3', 'o4'].map((o) => invoiceNo(april.state, o))).toEqual([
      'A/25-26/1',
      'A/25-26/2',
      'A/26-27/1',
      'A/26-27/2',
    ]);
  });

  it('[INVS4] a March sale synced in April keeps its printed number of the old year', () => {
    const start = shopWithOrders(1);
    const march = offlineTill(start, till('A', '2026-03-31'), ['o1']);
    const m = march.queued[0]!;
    const r = runMutation(start, m, { ...m.ctx, businessDay: '2026-04-02' });
    expect(invoiceNo(r.state, 'o1')).toBe('A/25-26/1');
  });

  it('[INVS4] the server gives the next number instead of one that clashes or is another series', () => {
    const start = shopWithOrders(3);
    const first = runMutation(start, pay('o1', 'A/25-26/1'), till('A'));
    expect(invoiceNo(first.state, 'o1')).toBe('A/25-26/1');
    const clash = runMutation(first.state, pay('o2', 'A/25-26/1'), till('A'));
    expect(invoiceNo(clash.state, 'o2')).toBe('A/25-26/2');
    const foreign = runMutation(clash.state, pay('o3', 'B/25-26/7'), till('A'));
    expect(invoiceNo(foreign.state, 'o3')).toBe('A/25-26/3');
  });

  it('[INVS1] payments the server takes itself (REST) use its own series', () => {
    const r = runMutation(shopWithOrders(1), pay('o1'), { ...server, businessDay: '2026-05-01' });
    expect(invoiceNo(r.state, 'o1')).toBe(`${SERVER_SERIES_CODE}/26-27/1`);
  });
});
