import { describe, expect, it } from 'vitest';
import type { SyncState } from '../sync/apply.ts';
import type { RefundRow } from '../sync/bill-rows.ts';
import type { MutatorContext } from '../sync/mutator.ts';
import { runMutation } from '../sync/mutators/run.ts';
import { aMutatorContext, aRow, aTokenBlock, T0 } from '../test-support/sync.ts';
import { aShopState, createOrderWire } from '../test-support/sync-shop.ts';

const GSTIN = '29AAGCB7383J1Z4';
const server = aMutatorContext({
  deviceCode: '',
  deviceId: 'server',
  leases: [aTokenBlock({ start: 1, end: 99 })],
});
const till = (code: string): MutatorContext =>
  aMutatorContext({ deviceId: `device-${code}`, deviceCode: code });

/** A shop with `n` orders o1..on paid by till B (invoices inv-o1..). */
function paidShop(n: number, gstin: string | null = GSTIN): SyncState {
  let s: SyncState = {
    ...aShopState(),
    storeSettings: { 'tenant-1': aRow('storeSettings', { id: 'tenant-1', gstin }) },
  };
  for (let k = 1; k <= n; k++) {
    const args = createOrderWire({ id: `o${k}`, tokenNo: String(k), itemIds: [`o${k}-1`, `o${k}-2`] });
    const steps = [
      { name: 'order.create.v1', args, ctx: server },
      {
        name: 'order.payment-collected.v1',
        args: { orderIds: [`o${k}`], invoiceId: `inv-o${k}` },
        ctx: till('B'),
      },
    ];
    for (const { name, args: a, ctx } of steps) {
      const r = runMutation(s, { name, args: a }, ctx);
      if (!r.decision.ok) throw new Error(r.decision.message);
      s = r.state;
    }
  }
  return s;
}

const refund = (k: number, creditNoteNo?: string) => ({
  name: 'invoice.refund.v1',
  args: {
    id: `r${k}`,
    invoiceId: `inv-o${k}`,
    orderIds: [`o${k}`],
    method: 'tender',
    reason: 'Cold food',
    ...(creditNoteNo ? { creditNoteNo } : {}),
  },
});
const noteOf = (s: SyncState, k: number) => (s.refunds?.[`r${k}`] as RefundRow | undefined)?.creditNoteNo;

describe('credit note series', () => {
  it('[GST6] a GST store’s refund is a credit note of the refunding device’s own series; invoices keep theirs', () => {
    let s = paidShop(3);
    for (const k of [1, 2]) {
      const r = runMutation(s, refund(k), till('A'));
      expect(r.decision.ok).toBe(true);
      s = r.state;
    }
    expect([noteOf(s, 1), noteOf(s, 2)]).toEqual(['A/C24-25/1', 'A/C24-25/2']);
    expect(s.invoiceSeries?.['tenant-1:A/C24-25']).toMatchObject({ lastNo: 2, deviceCode: 'A' });
    expect(s.invoiceSeries?.['tenant-1:B/24-25']).toMatchObject({ lastNo: 3 });
    const online = runMutation(s, refund(3), server);
    expect(noteOf(online.state, 3)).toBe('S0/C24-25/1');
    const plain = runMutation(paidShop(1, null), refund(1), till('A'));
    expect(plain.decision.ok).toBe(true);
    expect(noteOf(plain.state, 1)).toBeNull();
  });

  it('[GST6] the number a till printed offline is kept by the server; a clash takes the next', () => {
    const start = paidShop(2);
    // till A printed A/C24-25/1 and /2 offline; the server re-runs the queued args with their pinned numbers
    let s = start;
    for (const [k, no] of [
      [2, 'A/C24-25/2'],
      [1, 'A/C24-25/1'],
    ] as const) {
      const r = runMutation(s, refund(k, no), { ...till('A'), now: T0 + k * 1000 });
      expect(r.decision.ok).toBe(true);
      s = r.state;
    }
    // /2 arrived first: kept; /1 is below the series' last now, so it takes the next (INVS4's rule)
    expect([noteOf(s, 2), noteOf(s, 1)]).toEqual(['A/C24-25/2', 'A/C24-25/3']);
    const other = runMutation(start, refund(1, 'B/C24-25/7'), till('A'));
    expect(noteOf(other.state, 1)).toBe('A/C24-25/1');
  });
});
