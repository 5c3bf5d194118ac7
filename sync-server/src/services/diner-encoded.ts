/**
 * DIN-FP3 (ADR 0075): the diner's menu answer and menu page compressed for phones that accept it. On Slow 3G
 * (~50 KB/s) a 10,000-item menu is 3.7 MB plain, over a minute; as br 6, 175 KB. Each form is made once per
 * answer (by its ETag, or the page's text) and kept in a small cache, on libuv's pool; the encoding is chosen as
 * SS29's. DINER_MENU_COMPRESS=off: always the plain bytes.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding, type Encoding, encodedEtag } from './live-encodings.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Levels for answers made once and sent to every phone over slow links: on a 10,000-item menu (3.7 MB) br 6 is
 * 175 KB in ~130 ms (br 1, SS29's: 258 KB in 20 ms; br 9: no smaller, 3× slower), gzip 6 193 KB in ~80 ms
 * (gzip 1: 264 KB). On Slow 3G's 50 KB/s the 83 KB br 6 saves are 1.7 s.
 */
const BR_QUALITY = 6;
const GZIP_LEVEL = 6;

/** `body` as `encoding`, on libuv's pool. */
export const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BR_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipped(body, { level: GZIP_LEVEL });

/** Forms kept: a few stores' menus and pages at a time; the oldest goes first. */
const KEPT = 32;

export type DinerEncoder = {
  /** The encoding to answer `acceptEncoding` with, null for the plain bytes (also when switched off). */
  choose(acceptEncoding: string | string[] | undefined): Encoding | null;
  /** `text` as `encoding`, made once per `key`. */
  encode(key: string, text: string, encoding: Encoding): Promise<Buffer>;
};

export function dinerEncoder(options: { compress: boolean }): DinerEncoder {
  const forms = new Map<string, Promise<Buffer>>();
  return {
    choose: (acceptEncoding) => (options.compress ? chooseEncoding(acceptEncoding) : null),
    encode(key, text, encoding) {
      const k = `${encoding} ${key}`;
      let form = forms.get(k);
      if (form) {
        forms.delete(k); // most recent last
        forms.set(k, form);
        return form;
      }
      form = compress(Buffer.from(text), encoding);
      forms.set(k, form);
      form.catch(() => forms.delete(k)); // the next request tries again
      if (forms.size > KEPT) forms.delete(forms.keys().next().value as string);
      return form;
    },
  };
}

export { encodedEtag };
