/**
 * SS29 (ADR 0071): a cached live answer's compressed forms. A screen's browser always sends `Accept-Encoding`; a
 * 2.2 MB answer is some 160 KB as br and 180 KB as gzip, compressed once per store version and encoding on
 * libuv's thread pool (the other core), never per request. LIVE_READ_COMPRESS=off: always the plain bytes.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The fastest levels: made once per store version, so on every write's next read. On a 2.2 MB answer br quality 1
 * takes ~2.4 ms for 159 KB (quality 5: 28 ms for 150 KB); gzip level 1 ~3.3 ms for 180 KB (level 6: 8.8 ms, 168 KB).
 */
const BR_QUALITY = 1;
const GZIP_LEVEL = 1;

/** The encodings a cached answer is offered in, the server's preference first. */
const OFFERED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with, from `Accept-Encoding` (null: the plain bytes). An encoding listed with `q=0` is
 * refused; otherwise the server's preference among those listed (or `*`) is taken.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  for (const encoding of OFFERED) {
    const q = accepted.get(encoding) ?? wildcard;
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
}

/** `body` compressed as `encoding` off the main thread. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BR_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipped(body, { level: GZIP_LEVEL });
}

/** The strong validator of an encoded form: another representation, so another tag (RFC 9110 §8.8.3). */
export const encodedEtag = (etag: string, encoding: Encoding | null): string =>
  encoding ? `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;
