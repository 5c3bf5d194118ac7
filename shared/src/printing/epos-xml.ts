/**
 * PRT21: a PrintDocument as Epson ePOS-Print XML, what an Epson printer polling by Server Direct Print takes
 * (`<epos-print>` inside the server's `<PrintRequestInfo>`): text lines with their alignment, size and emphasis,
 * feeds, cuts, the drawer pulse, and raster `<image>`s (1 bit a dot, rows padded to a byte, MSB left) for pictures
 * and for text the printer's fonts cannot draw (PRT12: Devanagari, Tamil, ₹…), as on an ESC/POS printer.
 */
import { dotsForColumns, type MonoBitmap, type PrintColumns, type PrintDocument } from './document.ts';
import { isEncodableText } from './encodable.ts';
import { type RasterText, stepOf } from './encode.ts';

export const EPOS_PRINT_NS = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

/** XML text: the five characters XML reserves, and no control characters (a printer refuses them). */
export const xmlText = (s: string): string =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A bitmap placed across `widthDots` as ePOS raster data: base64 of rows of bytes, MSB the leftmost dot. */
export function rasterBase64(
  bitmap: MonoBitmap,
  widthDots: number,
  align: 'left' | 'center' | 'right',
): string {
  const rowBytes = Math.ceil(widthDots / 8);
  const out = new Uint8Array(rowBytes * bitmap.height);
  const drawn = Math.min(bitmap.width, widthDots);
  const left =
    align === 'center' ? Math.floor((widthDots - drawn) / 2) : align === 'right' ? widthDots - drawn : 0;
  for (let y = 0; y < bitmap.height; y++)
    for (let x = 0; x < drawn; x++) {
      if (!bitmap.pixels[y * bitmap.width + x]) continue;
      const dx = left + x;
      out[y * rowBytes + (dx >> 3)] = (out[y * rowBytes + (dx >> 3)] as number) | (0x80 >> (dx & 7));
    }
  return base64(out);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Base64 without Buffer or btoa: this file runs on the server and in the browser alike. */
function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

const image = (bitmap: MonoBitmap, widthDots: number, align: 'left' | 'center' | 'right') =>
  `<image width="${widthDots}" height="${Math.max(1, bitmap.height)}" color="color_1" mode="mono">${rasterBase64(bitmap, widthDots, align)}</image>`;

/** The `<epos-print>` element of one document, for paper of `columns` characters. */
export async function eposPrintXml(
  doc: PrintDocument,
  options: { readonly columns: PrintColumns; readonly raster?: RasterText | undefined },
): Promise<string> {
  const widthDots = dotsForColumns(options.columns);
  const parts: string[] = [`<epos-print xmlns="${EPOS_PRINT_NS}">`, '<text lang="en" smooth="true"/>'];
  for (const block of doc.blocks) {
    const step = stepOf(block, options.columns);
    if (step.kind === 'lines') {
      const { size, bold, align } = step.style;
      for (const line of step.lines) {
        if (options.raster && !isEncodableText(line)) {
          parts.push(image(await options.raster(line, widthDots, step.style), widthDots, align));
          continue;
        }
        parts.push(
          `<text align="${align}" width="${size}" height="${size}" em="${bold}">${xmlText(line)}&#10;</text>`,
        );
      }
      continue;
    }
    const b = step.block;
    if (b.kind === 'rule')
      parts.push(
        `<text align="left" width="1" height="1" em="false">${(b.style === 'double' ? '=' : '-').repeat(options.columns)}&#10;</text>`,
      );
    else if (b.kind === 'feed') parts.push(`<feed line="${b.lines}"/>`);
    else if (b.kind === 'cut') parts.push('<cut type="feed"/>');
    else if (b.kind === 'drawer') parts.push('<pulse drawer="drawer_1" time="pulse_100"/>');
    else if (b.kind === 'image') parts.push(image(b.bitmap, widthDots, b.align ?? 'center'));
  }
  parts.push('</epos-print>');
  return parts.join('');
}
