/**
 * Uploads re-encoded by libvips through sharp (ADR 0043): decoded only after sniffImage read a sane size from
 * the header, and under sharp's own pixel limit besides; turned upright, shrunk to what the app shows, and
 * written again in the format they came in, without EXIF, XMP, ICC or comments. Only the first frame of an
 * animated GIF or WebP is kept.
 */
import type { Sharp } from 'sharp';
import { type ImageMime, MAX_IMAGE_PIXELS } from './image-format.ts';

/**
 * Longest side of a stored image: what the browser sends (512 px) and what every
 * screen shows at most (the diner's item sheet, 560 × 200 CSS px cropped; the lists 64 to 160 px).
 */
export const STORED_IMAGE_SIDE = 512;

export type EncodedImage =
  | { ok: true; mime: ImageMime; bytes: Buffer; width: number; height: number }
  | { ok: false; refusal: 'notAnImage' | 'tooManyPixels' };

const FORMAT = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

const ENCODE: Record<ImageMime, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/jpeg': (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  'image/webp': (image) => image.webp({ quality: 82 }),
  'image/gif': (image) => image.gif(),
};

let loaded: Promise<typeof import('sharp')> | undefined;

/** sharp (libvips, ~30 MB) is loaded at the first upload, not at start (ADR 0018's idle memory). */
function sharpModule() {
  loaded ??= import('sharp').then((m) => {
    // Uploads are rare and never the same twice: libvips' operation cache would only hold memory.
    m.default.cache(false);
    return m;
  });
  return loaded;
}

/** `bytes`, sniffed as `mime`, re-encoded; refused when libvips cannot decode them or finds more pixels. */
export async function reencodeImage(bytes: Buffer, mime: ImageMime): Promise<EncodedImage> {
  const { default: sharp } = await sharpModule();
  // limitInputPixels is checked against the header before the decoder allocates anything.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
  try {
    const header = await image.metadata();
    if (header.format !== FORMAT[mime]) return { ok: false, refusal: 'notAnImage' };
    const resized = image.resize({
      width: STORED_IMAGE_SIDE,
      height: STORED_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await ENCODE[mime](resized).toBuffer({ resolveWithObject: true });
    return { ok: true, mime, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    const exceeds = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, refusal: exceeds ? 'tooManyPixels' : 'notAnImage' };
  }
}
