import { describe, expect, it } from 'vitest';
import { decodeEscPos } from './escpos-decoder.ts';

const ESC = 0x1b;
const GS = 0x1d;
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('ESC/POS decoder (test support)', () => {
  it('[PRT14] reads lines with their style, code pages, cuts, drawer kicks and images in paper order', () => {
    const bytes = [
      ...[ESC, 0x40],
      ...[ESC, 0x70, 0, 50, 250],
      ...[ESC, 0x74, 19, 0x20, 0x20],
      ...[ESC, 0x45, 1, GS, 0x21, 0x11],
      ...ascii('Caf'),
      0x82, // é in code page 858
      ...[ESC, 0x45, 0, GS, 0x21, 0x00, 0x0a, 0x0d],
      ...[ESC, 0x74, 0, 0xc4, 0xc4, 0x0a],
      // a raster image 16 dots wide, 2 rows: 3 black dots
      ...[GS, 0x76, 0x30, 0, 2, 0, 2, 0, 0xe0, 0x00, 0x00, 0x00],
      ...[GS, 0x56, 0x00],
    ];
    const paper = decodeEscPos(bytes);
    expect(paper.texts).toEqual(['Café', '──']);
    expect(paper.lines[0]).toMatchObject({ bold: true, width: 2, height: 2, columns: 2 + 4 * 2 });
    expect(paper.images).toEqual([{ width: 16, height: 2, black: 3 }]);
    expect(paper.events.map((e) => e.type)).toEqual(['drawer', 'line', 'line', 'image', 'cut']);
    expect(paper).toMatchObject({ cuts: 1, drawerKicks: 1, initializations: 1, fontSizes: [1, 2] });
  });

  it('[PRT14] an image sent in full 255-row chunks is one picture; an unknown or cut-short command throws', () => {
    const chunk = (rows: number) => [GS, 0x76, 0x30, 0, 1, 0, rows, 0, ...new Array(rows).fill(0xff)];
    expect(decodeEscPos([...chunk(255), ...chunk(10)]).images).toEqual([
      { width: 8, height: 265, black: 265 * 8 },
    ]);
    expect(decodeEscPos([...chunk(10), ...chunk(10)]).images).toHaveLength(2);
    expect(() => decodeEscPos([ESC, 0x99])).toThrow('Unknown ESC command 0x99');
    expect(() => decodeEscPos([GS, 0x76, 0x30, 0, 1, 0, 5, 0, 0xff])).toThrow('cut short');
  });
});
