/**
 * PRT12: the server's rasteriser for text a printer's code pages cannot hold (Devanagari, Tamil, Bengali, ₹…):
 * sharp renders it with Pango in a Noto Sans face of the line's script (OFL, shipped by npm, so no system font is
 * needed: PRT18), and the dots become a 1-bit bitmap for the encoder.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MonoBitmap } from '@tavola/shared/printing/document';
import type { RasterStyle, RasterText } from '@tavola/shared/printing/encode';
import sharp from 'sharp';

/** PRT18: the faces shipped, by script; a line takes the face of the first of these scripts it holds. */
const FACES = [
  {
    family: 'Noto Sans Tamil',
    file: 'NotoSansTamil',
    pkg: '@expo-google-fonts/noto-sans-tamil',
    script: /[\u0B80-\u0BFF]/,
  },
  {
    family: 'Noto Sans Bengali',
    file: 'NotoSansBengali',
    pkg: '@expo-google-fonts/noto-sans-bengali',
    script: /[\u0980-\u09FF]/,
  },
  // Devanagari, and the face for everything else (₹, Latin)
  {
    family: 'Noto Sans Devanagari',
    file: 'NotoSansDevanagari',
    pkg: '@expo-google-fonts/noto-sans-devanagari',
    script: /[\s\S]/,
  },
] as const;
type Face = (typeof FACES)[number];
/** Font A is 12 x 24 dots; a 22 px face fills that line like the printer's own characters. */
const PIXELS_PER_SIZE = 22;

const require = createRequire(import.meta.url);
const fontDirs = new Map<string, string>();
/** The TTF of `face` in the weight asked for, resolved from its installed package. */
function fontFile(face: Face, bold: boolean): string {
  let dir = fontDirs.get(face.pkg);
  if (!dir) {
    dir = dirname(require.resolve(`${face.pkg}/package.json`));
    fontDirs.set(face.pkg, dir);
  }
  return bold
    ? join(dir, '700Bold', `${face.file}_700Bold.ttf`)
    : join(dir, '400Regular', `${face.file}_400Regular.ttf`);
}

/** PRT18: the face a line is drawn in: Tamil, else Bengali, else Devanagari (which also carries ₹ and Latin). */
export const faceFor = (text: string): Face => FACES.find((f) => f.script.test(text)) ?? FACES[2];

/** Pango reads the text as markup: escape what markup would take as tags or entities. */
const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const rasterText: RasterText = async (
  text: string,
  widthDots: number,
  style: RasterStyle,
): Promise<MonoBitmap> => {
  const weight = style.bold ? 'Bold ' : '';
  const face = faceFor(text);
  const { data, info } = await sharp({
    text: {
      text: escapeMarkup(text),
      font: `${face.family} ${weight}${PIXELS_PER_SIZE * style.size}`,
      fontfile: fontFile(face, style.bold),
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
