/**
 * What an uploaded file really is: PNG, JPEG, WebP or GIF, judged by its bytes, never its name or declared
 * type. Beyond the magic number the container must be whole (a PNG ends with IEND, a JPEG with EOI, a GIF
 * with its trailer, a WebP's RIFF size is the file's), so a truncated file or one with a script appended
 * (a polyglot) is refused. The size its header declares is read here, before anything is decoded: a side
 * over MAX_IMAGE_SIDE is refused, so a decompression bomb never reaches the decoder. ADR 0016, ADR 0043.
 */

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/**
 * The browser sends at most 512 px (docs/architecture.md §5); a 12-megapixel phone photo (4032 × 3024) still fits.
 * Both sides capped, so at most 16 megapixels (64 MiB as RGBA) are ever decoded (ADR 0043).
 */
export const MAX_IMAGE_SIDE = 4096;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

type Size = { width: number; height: number };

/** What the bytes are, or why they are refused (keys of IMAGE_MESSAGES). */
export type SniffedImage =
  | ({ ok: true; mime: ImageMime } & Size)
  | { ok: false; refusal: 'notAnImage' | 'tooManyPixels' };

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, offset: number, signature: readonly number[]): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const u16be = (b: Uint8Array, o: number) => ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
const u16le = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, o: number) => u16le(b, o) | ((b[o + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, o: number) => u16be(b, o) * 0x10000 + u16be(b, o + 2);
const u32le = (b: Uint8Array, o: number) => u16le(b, o) + u16le(b, o + 2) * 0x10000;

const PNG_END = [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];

function png(b: Uint8Array): Size | null {
  if (!at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return null;
  // The first chunk is IHDR, 13 bytes long; the last is an empty IEND.
  if (!at(b, 8, [0, 0, 0, 13, ...ascii('IHDR')]) || !at(b, b.length - PNG_END.length, PNG_END)) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function jpeg(b: Uint8Array): Size | null {
  if (!at(b, 0, [0xff, 0xd8, 0xff]) || !at(b, b.length - 2, [0xff, 0xd9])) return null;
  // Walk the marker segments to the frame header (SOF0-SOF15 but DHT, JPG and DAC) for the size.
  let o = 2;
  while (o + 9 < b.length && b[o] === 0xff) {
    const marker = b[o + 1] ?? 0;
    const sof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (sof) return { height: u16be(b, o + 5), width: u16be(b, o + 7) };
    if (marker === 0xda) return null; // scan data before any frame header
    o += 2 + u16be(b, o + 2);
  }
  return null;
}

/** Sub-blocks from `o` up to their 0 terminator; the offset after it, or -1 past the end. */
function skipSubBlocks(b: Uint8Array, o: number): number {
  let at = o;
  while (at < b.length && b[at] !== 0) at += 1 + (b[at] ?? 0);
  return at < b.length ? at + 1 : -1;
}

const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

function gif(b: Uint8Array): Size | null {
  if (!(at(b, 0, ascii('GIF87a')) || at(b, 0, ascii('GIF89a')))) return null;
  // Header and screen descriptor, then extensions and images block by block, then the trailer last.
  let o = 13 + colorTable(b[10] ?? 0);
  let images = 0;
  while (o > 0 && o < b.length - 1) {
    if (b[o] === 0x21) o = skipSubBlocks(b, o + 2);
    else if (b[o] === 0x2c) {
      images++;
      o = skipSubBlocks(b, o + 10 + colorTable(b[o + 9] ?? 0) + 1);
    } else return null;
  }
  if (o !== b.length - 1 || b[o] !== 0x3b || images === 0) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): Size | null {
  if (!at(b, 0, ascii('RIFF')) || !at(b, 8, ascii('WEBP')) || u32le(b, 4) + 8 !== b.length) return null;
  if (at(b, 12, ascii('VP8X'))) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (at(b, 12, ascii('VP8L')) && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (at(b, 12, ascii('VP8 ')) && at(b, 23, [0x9d, 0x01, 0x2a])) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

const FORMATS: readonly [ImageMime, (b: Uint8Array) => Size | null][] = [
  ['image/png', png],
  ['image/jpeg', jpeg],
  ['image/webp', webp],
  ['image/gif', gif],
];

/** The image type and declared size of the bytes; refused when not a whole image, or larger than decoded here. */
export function sniffImage(bytes: Uint8Array): SniffedImage {
  for (const [mime, read] of FORMATS) {
    const size = read(bytes);
    if (!size) continue;
    if (size.width < 1 || size.height < 1) return { ok: false, refusal: 'notAnImage' };
    if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
      return { ok: false, refusal: 'tooManyPixels' };
    return { ok: true, mime, ...size };
  }
  return { ok: false, refusal: 'notAnImage' };
}
