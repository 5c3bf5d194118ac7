/**
 * PRT2, PRT12: a PrintDocument to the bytes a printer takes, through @point-of-sale/receipt-printer-encoder
 * (ESC/POS or StarPRNT, 32 or 48 columns). Text the code pages cannot hold goes through the `raster` callback
 * (server: sharp/Pango, browser: canvas) and prints as an image; everything else stays fast text.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  dotsForColumns,
  type MonoBitmap,
  type PrintAlign,
  type PrintBlock,
  type PrintColumns,
  type PrintDocument,
  type PrintSize,
} from './document.ts';
import { ESC_POS_CODEPAGE_NUMBERS, isEncodableText, PRINT_CODEPAGES, TEXT_CODEPAGE } from './encodable.ts';
import { twoColumns, wrapText } from './layout.ts';
import type { PrinterLanguage } from './printer-config.ts';

export type RasterStyle = { readonly size: PrintSize; readonly bold: boolean; readonly align: PrintAlign };
/** Draws one line of text `widthDots` wide at most, black on white (1 = black). */
export type RasterText = (
  text: string,
  widthDots: number,
  style: RasterStyle,
) => MonoBitmap | Promise<MonoBitmap>;

export type EncodeOptions = {
  readonly columns: PrintColumns;
  readonly language: PrinterLanguage;
  /** Without it, text the printer cannot encode prints as "?" (a till without canvas, a test). */
  readonly raster?: RasterText | undefined;
};

function newEncoder(options: EncodeOptions): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    columns: options.columns,
    language: options.language,
    imageMode: 'raster',
    codepageMapping: options.language === 'esc-pos' ? { ...ESC_POS_CODEPAGE_NUMBERS } : 'star',
    codepageCandidates: [...PRINT_CODEPAGES],
  });
}

/** A bitmap as the RGBA picture the encoder takes, placed across the full printable width by `align`. */
function toRgba(bitmap: MonoBitmap, widthDots: number, align: PrintAlign) {
  const width = widthDots;
  const height = Math.max(1, bitmap.height);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const drawn = Math.min(bitmap.width, width);
  const left = align === 'center' ? Math.floor((width - drawn) / 2) : align === 'right' ? width - drawn : 0;
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < drawn; x++) {
      if (!bitmap.pixels[y * bitmap.width + x]) continue;
      const at = (y * width + left + x) * 4;
      data[at] = 0;
      data[at + 1] = 0;
      data[at + 2] = 0;
    }
  }
  return { width, height, data };
}

export type Step =
  | { readonly kind: 'lines'; readonly lines: string[]; readonly style: RasterStyle }
  | { readonly kind: 'block'; readonly block: PrintBlock };

/** Text and rows as lines already cut to the paper, so a raster line is one printed line too (ePOS-XML too). */
export function stepOf(block: PrintBlock, columns: PrintColumns): Step {
  if (block.kind === 'text') {
    const size = block.size ?? 1;
    const style = { size, bold: block.bold ?? false, align: block.align ?? 'left' };
    return { kind: 'lines', lines: wrapText(block.text, Math.floor(columns / size)), style };
  }
  if (block.kind === 'row') {
    const size = block.size ?? 1;
    const style = { size, bold: block.bold ?? false, align: 'left' as const };
    return { kind: 'lines', lines: twoColumns(block.left, block.right, Math.floor(columns / size)), style };
  }
  return { kind: 'block', block };
}

export async function encodeDocument(doc: PrintDocument, options: EncodeOptions): Promise<Uint8Array> {
  // one fixed code page: the library's "auto" looks each character up in every candidate page (slow)
  const encoder = newEncoder(options).initialize().codepage(TEXT_CODEPAGE);
  const widthDots = dotsForColumns(options.columns);
  for (const block of doc.blocks) {
    const step = stepOf(block, options.columns);
    if (step.kind === 'lines') {
      const { size, bold, align } = step.style;
      for (const line of step.lines) {
        if (options.raster && !isEncodableText(line)) {
          const bitmap = await options.raster(line, widthDots, step.style);
          encoder.image(toRgba(bitmap, widthDots, align), widthDots, Math.max(1, bitmap.height));
          continue;
        }
        encoder.align(align).bold(bold).size(size, size).line(line).size(1, 1).bold(false).align('left');
      }
      continue;
    }
    const b = step.block;
    if (b.kind === 'rule') encoder.rule({ style: b.style ?? 'single' });
    else if (b.kind === 'feed') encoder.newline(b.lines);
    else if (b.kind === 'cut') encoder.cut(b.partial ? 'partial' : 'full');
    else if (b.kind === 'drawer') encoder.pulse();
    else if (b.kind === 'image') {
      encoder.image(
        toRgba(b.bitmap, widthDots, b.align ?? 'center'),
        widthDots,
        Math.max(1, b.bitmap.height),
      );
    }
  }
  return encoder.encode();
}
