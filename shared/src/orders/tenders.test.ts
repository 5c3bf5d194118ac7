import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateTenders, TENDER_TEXTS, tendersOf } from './tenders.ts';

const isCash = (id: string) => id === 'cash';

describe('split payment', () => {
  it('[TEND1] [TEND2] cash + card: the card pays what it says, the cash the rest, the excess cash is change', () => {
    const r = allocateTenders(
      51700,
      [
        { paymentTypeId: 'card', tendered: 30000 },
        { paymentTypeId: 'cash', tendered: 25000 },
      ],
      isCash,
    );
    expect(r).toEqual({
      ok: true,
      change: 3300,
      tenders: [
        { paymentTypeId: 'card', amount: 30000, tendered: 30000, change: 0 },
        { paymentTypeId: 'cash', amount: 21700, tendered: 25000, change: 3300 },
      ],
    });
  });

  it('[TEND2] not covered, a card above what is due, a tender once paid, or a zero tender are refused', () => {
    expect(allocateTenders(1000, [{ paymentTypeId: 'cash', tendered: 999 }], isCash)).toEqual({
      ok: false,
      message: TENDER_TEXTS.notCovered,
    });
    expect(allocateTenders(1000, [{ paymentTypeId: 'card', tendered: 1001 }], isCash)).toMatchObject({
      message: TENDER_TEXTS.overNonCash,
    });
    const afterPaid = [
      { paymentTypeId: 'cash', tendered: 2000 },
      { paymentTypeId: 'cash', tendered: 100 },
    ];
    expect(allocateTenders(1000, afterPaid, isCash)).toMatchObject({ ok: false });
    expect(allocateTenders(1000, [{ paymentTypeId: 'cash', tendered: 0 }], isCash)).toMatchObject({
      message: TENDER_TEXTS.zero,
    });
  });

  it('[TEND1] [TEND2] property: tenders reconcile to the paisa: Σ amounts = total, Σ tendered − change = total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(
          fc.record({
            paymentTypeId: fc.constantFrom('cash', 'card', 'upi'),
            tendered: fc.integer({ min: 1, max: 5_000_000 }),
          }),
          { maxLength: 6 },
        ),
        (total, inputs) => {
          const r = allocateTenders(total, inputs, isCash);
          if (!r.ok) return;
          expect(r.tenders.reduce((s, t) => s + t.amount, 0)).toBe(total);
          expect(r.tenders.reduce((s, t) => s + t.tendered - t.change, 0)).toBe(total);
          for (const t of r.tenders) {
            expect(t.amount).toBeGreaterThan(0);
            if (t.paymentTypeId !== 'cash') expect(t.change).toBe(0);
          }
        },
      ),
    );
  });

  it('[TEND3] a bill paid before tenders reads as one tender of its payment type', () => {
    expect(tendersOf({ paymentTypeId: 'card', total: 500, tenders: null })).toEqual([
      { paymentTypeId: 'card', amount: 500, tendered: 500, change: 0 },
    ]);
    expect(tendersOf({ paymentTypeId: null, total: 500 })).toEqual([]);
  });
});
