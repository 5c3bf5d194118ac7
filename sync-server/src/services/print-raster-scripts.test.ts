import { encodeDocument } from '@tavola/shared/printing/encode';
import { kitchenTicketDocument } from '@tavola/shared/printing/kitchen-ticket';
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { describe, expect, it } from 'vitest';
import { faceFor, rasterText } from './print-raster.ts';

const normal = { size: 1, bold: false, align: 'left' } as const;
type Bitmap = { width: number; height: number; pixels: Uint8Array };
const ink = (b: Bitmap) => {
  let width = 0;
  let black = 0;
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++)
      if (b.pixels[y * b.width + x]) {
        width = Math.max(width, x + 1);
        black += 1;
      }
  return { width, black };
};
/** U+0BFF is unassigned: no font has it, so Pango draws its missing-glyph box ("tofu"). */
const TOFU = '\u0BFF';
/** A missing glyph draws the same box whatever the letter: same width and, but for its hex digits, the same ink. */
async function looksLikeTofu(letter: string, bold = false): Promise<boolean> {
  const style = { ...normal, bold };
  const [a, b] = [ink(await rasterText(letter, 576, style)), ink(await rasterText(TOFU, 576, style))];
  return a.width === b.width && Math.abs(a.black - b.black) <= b.black * 0.1;
}

const ticket = (itemTitle: string) =>
  kitchenTicketDocument({
    order: { id: 'o1', tokenNo: '21', deliveryType: 'takeaway', tableId: null, customerName: null },
    lines: [{ id: 'l1', itemTitle, variantTitle: null, quantity: 1, addons: [], notes: null }],
    stationTitle: 'Kitchen',
    mark: 'NEW',
    cashierName: null,
    tableTitle: null,
    columns: 48,
    at: 0,
    timeZone: 'UTC',
  });

describe('print raster: scripts beyond Devanagari (server)', () => {
  it('[PRT18] the tofu check itself: a letter no face has is tofu; a Devanagari letter is not', async () => {
    expect(await looksLikeTofu('\u0B80')).toBe(true); // unassigned in the Tamil block too
    expect(await looksLikeTofu('क')).toBe(false);
  });

  it.each([
    ['Tamil', 'பனீர் டிக்கா', 'Noto Sans Tamil', ['க', 'ப', 'ன', 'ர']],
    ['Bengali', 'পনির টিক্কা', 'Noto Sans Bengali', ['ক', 'প', 'ন', 'র']],
  ])(
    '[PRT18] a %s item title prints as an image of real glyphs, regular and bold, not tofu',
    async (_, title, family, letters) => {
      expect(faceFor(title).family).toBe(family);
      for (const letter of letters) {
        expect(await looksLikeTofu(letter)).toBe(false);
        expect(await looksLikeTofu(letter, true)).toBe(false);
      }
      const paper = decodeEscPos(
        await encodeDocument(ticket(title), { columns: 48, language: 'esc-pos', raster: rasterText }),
      );
      expect(paper.images).toHaveLength(1);
      expect(paper.images[0]?.width).toBe(576);
      expect(paper.images[0]?.black).toBeGreaterThan(300);
      expect(paper.texts).toContain('Token 21');
    },
  );

  it('[PRT18] Bengali conjuncts are shaped (ক্ক is one glyph, narrower than ক্‌ক)', async () => {
    const conjunct = ink(await rasterText('ক্ক', 576, normal));
    const spelledOut = ink(await rasterText('ক্\u200Cক', 576, normal));
    expect(conjunct.width).toBeGreaterThan(5);
    expect(conjunct.width).toBeLessThan(spelledOut.width);
  });
});
