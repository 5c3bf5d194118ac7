/**
 * Test support (PRT14): ESC/POS bytes back into what the printer would do (printed lines with their size, bold
 * and alignment, cuts, drawer kicks, images), so tests assert the paper, not byte tables. Knows the commands the
 * encoder sends; an unknown command throws, so a test fails instead of reading garbage.
 */
import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';

export type DecodedLine = {
  /** As printed, alignment padding removed. */
  readonly text: string;
  /** The raw line with its leading spaces (column checks). */
  readonly raw: string;
  readonly bold: boolean;
  /** Character magnification (width, height) in force when the line's text printed. */
  readonly width: number;
  readonly height: number;
  /** Paper columns the line takes at font A (a double-width character takes two). */
  readonly columns: number;
};

export type DecodedImage = { readonly width: number; readonly height: number; readonly black: number };

export type DecodedEvent =
  | { readonly type: 'line'; readonly line: DecodedLine }
  | { readonly type: 'image'; readonly image: DecodedImage }
  | { readonly type: 'cut' }
  | { readonly type: 'drawer'; readonly pin: number };

export type DecodedPrint = {
  readonly lines: readonly DecodedLine[];
  /** The printed (non-blank) lines' texts: `expect(texts).toContain('2 x Paneer Tikka')`. */
  readonly texts: readonly string[];
  readonly cuts: number;
  readonly drawerKicks: number;
  readonly images: readonly DecodedImage[];
  /** The distinct text sizes used (1 normal, 2 double…), by height. */
  readonly fontSizes: readonly number[];
  /** Everything in paper order. */
  readonly events: readonly DecodedEvent[];
  /** Times the printer was reset (ESC @): one per job. */
  readonly initializations: number;
  /** PRN10: real-time status queries (DLE EOT n) in the stream: they print nothing. */
  readonly statusQueries: number;
};

const CODEPAGES_BY_NUMBER: Readonly<Record<number, Codepage>> = {
  0: 'cp437',
  19: 'cp858',
  16: 'windows1252',
  2: 'cp850',
};

const countBits = (bytes: Uint8Array): number => {
  let n = 0;
  for (const b of bytes) for (let v = b; v; v >>= 1) n += v & 1;
  return n;
};

export function decodeEscPos(input: Uint8Array | readonly number[]): DecodedPrint {
  const bytes = input instanceof Uint8Array ? input : Uint8Array.from(input);
  const events: DecodedEvent[] = [];
  let codepoints = CodepageEncoder.getEncoding('cp437').codepoints;
  let bold = false;
  let width = 1;
  let height = 1;
  let buffer = '';
  let lineBold = false;
  let lineWidth = 1;
  let lineHeight = 1;
  let initializations = 0;
  let statusQueries = 0;
  let columns = 0;
  let i = 0;

  const need = (n: number) => {
    if (i + n > bytes.length) throw new Error(`ESC/POS command cut short at byte ${i}`);
  };
  const endLine = () => {
    events.push({
      type: 'line',
      line: {
        text: buffer.trim(),
        raw: buffer,
        bold: lineBold,
        width: lineWidth,
        height: lineHeight,
        columns,
      },
    });
    buffer = '';
    columns = 0;
    lineBold = false;
    lineWidth = 1;
    lineHeight = 1;
  };
  /** An image sent in strips (ESC * bands of 24 dots, GS v 0 chunks of 255 rows) is one picture on paper. */
  let continues = false;
  const pushImage = (w: number, h: number, black: number, more: boolean) => {
    const last = events.at(-1);
    if (last?.type === 'image' && last.image.width === w && pendingImage && continues) {
      events[events.length - 1] = {
        type: 'image',
        image: { width: w, height: last.image.height + h, black: last.image.black + black },
      };
    } else events.push({ type: 'image', image: { width: w, height: h, black } });
    pendingImage = true;
    continues = more;
  };
  let pendingImage = false;

  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b !== 0x1b && b !== 0x1d && b !== 0x1c && b !== 0x0a && b !== 0x0d) pendingImage = false;
    if (b === 0x0a) {
      i++;
      if (buffer !== '' || !pendingImage) endLine();
      continue;
    }
    if (b === 0x0d) {
      i++;
      continue;
    }
    if (b === 0x10) {
      // DLE EOT n: a real-time status query (PRN10), answered by the printer, printing nothing
      need(3);
      if (bytes[i + 1] !== 0x04)
        throw new Error(`Unknown DLE command 0x${bytes[i + 1]?.toString(16)} at byte ${i}`);
      statusQueries++;
      i += 3;
      continue;
    }
    if (b === 0x1b) {
      need(2);
      const c = bytes[i + 1] as number;
      if (c === 0x40) {
        initializations++;
        bold = false;
        width = 1;
        height = 1;
        i += 2;
      } else if (c === 0x74) {
        need(3);
        const page = CODEPAGES_BY_NUMBER[bytes[i + 2] as number];
        if (!page) throw new Error(`Unknown code page ${bytes[i + 2]}`);
        codepoints = CodepageEncoder.getEncoding(page).codepoints;
        i += 3;
      } else if (c === 0x45 || c === 0x47) {
        need(3);
        bold = (bytes[i + 2] as number) !== 0;
        i += 3;
      } else if (c === 0x70) {
        need(5);
        events.push({ type: 'drawer', pin: bytes[i + 2] as number });
        i += 5;
      } else if (c === 0x64 || c === 0x4a) {
        need(3);
        const n = bytes[i + 2] as number;
        if (c === 0x64) for (let k = 0; k < n; k++) endLine();
        i += 3;
      } else if (c === 0x2a) {
        need(5);
        const mode = bytes[i + 2] as number;
        const cols = (bytes[i + 3] as number) | ((bytes[i + 4] as number) << 8);
        const per = mode === 32 || mode === 33 ? 3 : 1;
        need(5 + cols * per);
        pushImage(cols, per * 8, countBits(bytes.subarray(i + 5, i + 5 + cols * per)), true);
        i += 5 + cols * per;
      } else if ([0x4d, 0x61, 0x2d, 0x33, 0x21, 0x52, 0x7b, 0x56, 0x34].includes(c)) {
        need(3);
        if (c === 0x21) {
          const n = bytes[i + 2] as number;
          bold = (n & 0x08) !== 0;
          width = n & 0x20 ? 2 : 1;
          height = n & 0x10 ? 2 : 1;
        }
        i += 3; // font, alignment, underline, line spacing, charset, upside-down, rotate, italic: no effect on text
      } else if (c === 0x32) {
        i += 2;
      } else throw new Error(`Unknown ESC command 0x${c.toString(16)} at byte ${i}`);
      continue;
    }
    if (b === 0x1d) {
      need(2);
      const c = bytes[i + 1] as number;
      if (c === 0x21) {
        need(3);
        const n = bytes[i + 2] as number;
        width = (n >> 4) + 1;
        height = (n & 0x0f) + 1;
        i += 3;
      } else if (c === 0x56) {
        need(3);
        const m = bytes[i + 2] as number;
        events.push({ type: 'cut' });
        i += m === 65 || m === 66 ? 4 : 3;
      } else if (c === 0x76) {
        need(8);
        const xBytes = (bytes[i + 4] as number) | ((bytes[i + 5] as number) << 8);
        const rows = (bytes[i + 6] as number) | ((bytes[i + 7] as number) << 8);
        need(8 + xBytes * rows);
        pushImage(xBytes * 8, rows, countBits(bytes.subarray(i + 8, i + 8 + xBytes * rows)), rows === 255);
        i += 8 + xBytes * rows;
      } else if (c === 0x42 || c === 0x62 || c === 0x4c || c === 0x57 || c === 0x50) {
        need(c === 0x4c || c === 0x57 || c === 0x50 ? 4 : 3);
        i += c === 0x4c || c === 0x57 || c === 0x50 ? 4 : 3;
      } else throw new Error(`Unknown GS command 0x${c.toString(16)} at byte ${i}`);
      continue;
    }
    if (b === 0x1c) {
      need(2);
      const c = bytes[i + 1] as number;
      if (c === 0x2e || c === 0x26) i += 2;
      else throw new Error(`Unknown FS command 0x${c.toString(16)} at byte ${i}`);
      continue;
    }
    if (b < 0x20) throw new Error(`Unknown control byte 0x${b.toString(16)} at byte ${i}`);
    const cp = codepoints[b];
    if (/\S/.test(String.fromCodePoint(cp ?? 0x3f))) {
      // a line takes the style of its printed (non-blank) characters; padding spaces come before any style
      if (!buffer.trim()) {
        lineBold = bold;
        lineWidth = width;
        lineHeight = height;
      }
    }
    buffer += String.fromCodePoint(cp ?? 0x3f);
    columns += width;
    i++;
  }
  if (buffer !== '') endLine();

  const lines = events.flatMap((e) => (e.type === 'line' ? [e.line] : []));
  return {
    lines,
    texts: lines.map((l) => l.text).filter((t) => t !== ''),
    cuts: events.filter((e) => e.type === 'cut').length,
    drawerKicks: events.filter((e) => e.type === 'drawer').length,
    images: events.flatMap((e) => (e.type === 'image' ? [e.image] : [])),
    fontSizes: [...new Set(lines.filter((l) => l.text !== '').map((l) => l.height))].sort(),
    events,
    initializations,
    statusQueries,
  };
}
