import { describe, expect, it } from 'vitest';
import type { PaidShare } from '../sync/share-rows.ts';
import { decodeEscPos } from '../test-support/escpos-decoder.ts';
import { encodeDocument } from './encode.ts';
import { shareSlipDocument } from './share-slip.ts';

const paid: PaidShare = {
  id: 'sp1',
  share: 2,
  amount: 35000,
  tenders: [
    { paymentTypeId: 'pt-card', amount: 20000, tendered: 20000, change: 0 },
    { paymentTypeId: 'pt-cash', amount: 15000, tendered: 20000, change: 5000 },
  ],
  method: 'Card + Cash',
  at: Date.UTC(2026, 10, 28, 8, 30),
  by: null,
  deviceId: null,
};
const titles: Record<string, string> = { 'pt-card': 'Card', 'pt-cash': 'Cash' };
const slip = (openDrawer = false) =>
  shareSlipDocument({
    storeName: 'Demo Kitchen',
    tokenNo: '42',
    of: 3,
    paid,
    currency: 'USD',
    paymentTitle: (id) => titles[id] ?? id,
    timeZone: 'Asia/Kolkata',
    openDrawer,
  });

describe('the thermal slip of one equal share (PRT22)', () => {
  it('[PRT22][SPLIT9] prints the store, token, time, "Share k of N" with its amount and each tender with tendered and change', async () => {
    const paper = decodeEscPos(await encodeDocument(slip(), { columns: 48, language: 'esc-pos' }));
    const lines = paper.texts.join('\n');
    expect(paper.texts).toContain('Demo Kitchen');
    expect(paper.texts).toContain('Token 42');
    expect(paper.texts).toContain('2026-11-28 14:00'); // the store's wall clock
    expect(lines).toMatch(/Share 2 of 3\s+US\$350\.00/);
    expect(lines).toMatch(/Card\s+US\$200\.00/);
    expect(lines).toMatch(/Cash\s+US\$150\.00/);
    expect(lines).toMatch(/Tendered\s+US\$200\.00/);
    expect(lines).toMatch(/Change\s+US\$50\.00/);
    expect(paper.drawerKicks).toBe(0);
  });

  it('[PRT22][PRT19] kicks the drawer first only when asked, and fits 57 mm paper', async () => {
    const kicked = decodeEscPos(await encodeDocument(slip(true), { columns: 32, language: 'esc-pos' }));
    expect(kicked.drawerKicks).toBe(1);
    expect(kicked.texts.every((t) => t.length <= 32)).toBe(true);
    expect(kicked.texts.join('\n')).toMatch(/Share 2 of 3\s+US\$350\.00/);
  });
});
