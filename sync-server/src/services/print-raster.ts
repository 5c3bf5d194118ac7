/**
 * PRT12: the server's rasteriser for text a printer's code pages cannot hold (Devanagari, ₹…): sharp renders it
 * with Pango in Noto Sans Devanagari (OFL, shipped by npm, so no system font is needed; Pango still falls back to
 * installed fonts for other scripts such as Tamil or Bengali), and the dots become a 1-bit bitmap for the encoder.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MonoBitmap } from '@tavola/shared/printing/document';
import type { RasterStyle, RasterText } from '@tavola/shared/printing/encode';
import sharp from 'sharp';

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
/** Font A is 12 x 24 dots; a 22 px face fills that line like the printer's own characters. */
const PIXELS_PER_SIZE = 22;

let fontDir: string | null = null;
/** The TTF of the weight asked for, resolved from the installed package. */
export function devanagariFontFile(bold: boolean): string {
  fontDir ??= dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`));
  return bold
    ? join(fontDir, '700Bold', 'NotoSansDevanagari_700Bold.ttf')
    : join(fontDir, '400Regular', 'NotoSansDevanagari_400Regular.ttf');
}

/** Pango reads the text as markup: escape what markup would take as tags or entities. */
const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const rasterText: RasterText = async (
  text: string,
  widthDots: number,
  style: RasterStyle,
): Promise<MonoBitmap> => {
  const weight = style.bold ? 'Bold ' : '';
  const { data, info } = await sharp({
    text: {
      text: escapeMarkup(text),
      font: `Noto Sans Devanagari ${weight}${PIXELS_PER_SIZE * style.size}`,
      fontfile: devanagariFontFile(style.bold),
      width: widthDots,
      dpi: 72,
      align: style.align === 'center' ? 'centre' : style.align,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // sharp draws white ink on black; a printer dot is black ink
  const pixels = new Uint8Array(info.width * info.height);
  for (let p = 0; p < pixels.length; p++) pixels[p] = (data[p * info.channels] ?? 0) > 127 ? 1 : 0;
  return { width: info.width, height: info.height, pixels };
};
