import { encodeDocument } from '@tavola/shared/printing/encode';
import { kitchenTicketDocument } from '@tavola/shared/printing/kitchen-ticket';
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { describe, expect, it } from 'vitest';
import { rasterText } from './print-raster.ts';

const normal = { size: 1, bold: false, align: 'left' } as const;
const inkWidth = (bitmap: { width: number; height: number; pixels: Uint8Array }): number => {
  let last = -1;
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < bitmap.width; x++) if (bitmap.pixels[y * bitmap.width + x]) last = Math.max(last, x);
  }
  return last + 1;
};

describe('print raster (server)', () => {
  it('[PRT12] draws Devanagari with its conjuncts shaped (क्ष is one glyph, narrower than क्‌ष)', async () => {
    const conjunct = await rasterText('क्ष', 576, normal);
    const spelledOut = await rasterText('क्\u200Cष', 576, normal);
    expect(inkWidth(conjunct)).toBeGreaterThan(5);
    expect(inkWidth(conjunct)).toBeLessThan(inkWidth(spelledOut));
    expect(conjunct.pixels.some((p) => p === 1)).toBe(true);
  });

  it('[PRT12] a Hindi item name on a kitchen ticket reaches the printer as an image in large type', async () => {
    const doc = kitchenTicketDocument({
      order: { id: 'o1', tokenNo: '17', deliveryType: 'takeaway', tableId: null, customerName: null },
      lines: [
        { id: 'l1', itemTitle: 'पनीर टिक्का', variantTitle: null, quantity: 1, addons: [], notes: null },
      ],
      stationTitle: 'Kitchen',
      mark: 'NEW',
      cashierName: null,
      tableTitle: null,
      columns: 48,
      at: 0,
      timeZone: 'UTC',
    });
    const paper = decodeEscPos(
      await encodeDocument(doc, { columns: 48, language: 'esc-pos', raster: rasterText }),
    );
    expect(paper.images).toHaveLength(1);
    const image = paper.images[0];
    expect(image?.width).toBe(576);
    // double size: about two 24-dot lines high
    expect(image?.height).toBeGreaterThanOrEqual(40);
    expect(image?.black).toBeGreaterThan(500);
    expect(paper.texts).toContain('Token 17');
    expect(paper.texts).toContain('Take Away');
  });

  it('[PRT12] the ₹ sign and markup characters print, not "?" or a markup error', async () => {
    const bitmap = await rasterText('Total <b> & ₹100', 576, { size: 2, bold: true, align: 'left' });
    expect(bitmap.height).toBeGreaterThan(30);
    expect(inkWidth(bitmap)).toBeGreaterThan(100);
  });
});
