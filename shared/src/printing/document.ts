/**
 * PRT1: a print job's content, neutral of any printer language: what a kitchen ticket, receipt or token slip says
 * and how it looks (size, bold, alignment), encoded to printer bytes only at the end (`encode.ts`). The server
 * and the till build the same documents, so a ticket looks the same from a network printer and a USB one.
 */

export type PrintAlign = 'left' | 'center' | 'right';
/** Character magnification: 1 normal, 2 double width and height (kitchen items), 3 for the token number. */
export type PrintSize = 1 | 2 | 3;

export type TextStyle = {
  readonly size?: PrintSize;
  readonly bold?: boolean;
  readonly align?: PrintAlign;
};

/** A 1-bit picture: `pixels[y * width + x]` is 1 for a black dot. */
export type MonoBitmap = {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
};

export type PrintBlock =
  /** One line of text (wrapped by the encoder when longer than the paper). */
  | ({ readonly kind: 'text'; readonly text: string } & TextStyle)
  /** A full-width rule. */
  | { readonly kind: 'rule'; readonly style?: 'single' | 'double' }
  /** Label on the left, value on the right (prices, totals). */
  | ({ readonly kind: 'row'; readonly left: string; readonly right: string } & Omit<TextStyle, 'align'>)
  /** Blank lines. */
  | { readonly kind: 'feed'; readonly lines: number }
  /** A picture already in dots (a logo); text the code pages cannot hold becomes one of these at encoding. */
  | { readonly kind: 'image'; readonly bitmap: MonoBitmap; readonly align?: PrintAlign }
  /** Cut the paper (a partial cut leaves a hinge). */
  | { readonly kind: 'cut'; readonly partial?: boolean }
  /** Pulse the cash drawer's pin (PRT6). */
  | { readonly kind: 'drawer' };

export type PrintKind = 'kitchen' | 'receipt' | 'token' | 'drawer' | 'test';

export type PrintDocument = {
  readonly kind: PrintKind;
  /** For logs and the job list: "Kitchen ticket 17", "Receipt 17-2026-11-27". */
  readonly title: string;
  readonly blocks: readonly PrintBlock[];
};

/** Small constructors so builders read like the paper they describe. */
export const text = (value: string, style: TextStyle = {}): PrintBlock => ({
  kind: 'text',
  text: value,
  ...style,
});
export const row = (left: string, right: string, style: Omit<TextStyle, 'align'> = {}): PrintBlock => ({
  kind: 'row',
  left,
  right,
  ...style,
});
export const rule = (style: 'single' | 'double' = 'single'): PrintBlock => ({ kind: 'rule', style });
export const feed = (lines = 1): PrintBlock => ({ kind: 'feed', lines });
export const cut = (): PrintBlock => ({ kind: 'cut' });
export const drawerKick = (): PrintBlock => ({ kind: 'drawer' });

/** Paper width in millimetres → characters per line at font A (PRT2): 80 mm → 48, 57/58 mm → 32. */
export type PaperWidth = '80' | '57';
export type PrintColumns = 32 | 48;
export const columnsForPaper = (paper: PaperWidth): PrintColumns => (paper === '57' ? 32 : 48);
/** Printable dots across at 203 dpi (8 dots/mm): what a raster image may span. */
export const dotsForColumns = (columns: PrintColumns): number => (columns === 32 ? 384 : 576);

/** Just the drawer kick, for "No sale" and a cash payment on a printer that prints nothing else then. */
export const drawerDocument = (): PrintDocument => ({
  kind: 'drawer',
  title: 'Open drawer',
  blocks: [drawerKick()],
});

/** PRT9: what a test print says: the printer's name and paper, so the right printer is seen to answer. */
export function testPageDocument(printerTitle: string, columns: PrintColumns, at: string): PrintDocument {
  return {
    kind: 'test',
    title: `Test ${printerTitle}`,
    blocks: [
      text('Tavola', { size: 2, bold: true, align: 'center' }),
      text('Test print', { align: 'center' }),
      rule(),
      row('Printer', printerTitle),
      row('Paper', `${columns} columns`),
      row('Time', at),
      rule(),
      text('If you can read this, printing works.', { align: 'center' }),
      feed(2),
      cut(),
    ],
  };
}
