/**
 * PRT12: which text a thermal printer can print as text. Text goes in code page 858 (Western European with €),
 * which every ESC/POS and Star printer has; rules use 437's box lines. A character outside 858 (Devanagari,
 * Tamil, Bengali, ₹…) makes its line a raster image instead of "?".
 */
import CodepageEncoder from '@point-of-sale/codepage-encoder';

export const PRINT_CODEPAGES = ['cp437', 'cp858'] as const;
/** The page every text line is encoded in. */
export const TEXT_CODEPAGE = 'cp858';
/** ESC t n numbers of those code pages on Epson-compatible printers. */
export const ESC_POS_CODEPAGE_NUMBERS: Readonly<Record<(typeof PRINT_CODEPAGES)[number], number>> = {
  cp437: 0,
  cp858: 19,
};

let known: Set<number> | null = null;

function encodableCodepoints(): Set<number> {
  if (known) return known;
  known = new Set<number>();
  for (const cp of CodepageEncoder.getEncoding(TEXT_CODEPAGE).codepoints) if (cp !== 0xfffd) known.add(cp);
  return known;
}

/** True when every character of `value` exists in the text code page. */
export function isEncodableText(value: string): boolean {
  const set = encodableCodepoints();
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x20 && cp < 0x7f) continue;
    if (!set.has(cp)) return false;
  }
  return true;
}
