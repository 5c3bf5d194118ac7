/** [SET6] Uploads are judged by their bytes: whole PNG, JPEG, WebP and GIF images of a sane size only. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIF, JPEG, PNG, WEBP } from '../test-support/multipart.ts';
import { MAX_IMAGE_SIDE, sniffImage } from './image-format.ts';

const NOT_AN_IMAGE = { ok: false, refusal: 'notAnImage' };

const REAL = { 'image/png': PNG, 'image/jpeg': JPEG, 'image/webp': WEBP, 'image/gif': GIF } as const;

describe('sniffImage', () => {
  it.each(Object.entries(REAL))('[SET6] recognises a real %s', (mime, bytes) => {
    expect(sniffImage(bytes)).toMatchObject({ ok: true, mime });
  });

  it.each(Object.entries(REAL))('[SET6] refuses a truncated %s', (_mime, bytes) => {
    expect(sniffImage(bytes.subarray(0, bytes.length - 1))).toEqual(NOT_AN_IMAGE);
    expect(sniffImage(bytes.subarray(0, 16))).toEqual(NOT_AN_IMAGE);
  });

  it.each(Object.entries(REAL))('[SET6] refuses a %s with a script appended (polyglot)', (_mime, bytes) => {
    const polyglot = Buffer.concat([bytes, Buffer.from('<script>alert(document.cookie)</script>')]);
    expect(sniffImage(polyglot)).toEqual(NOT_AN_IMAGE);
  });

  it('[SET6] refuses text, HTML and SVG whatever they are named', () => {
    for (const text of [
      'just some text',
      '<html><script>alert(1)</script></html>',
      '<svg onload="alert(1)"/>',
    ]) {
      expect(sniffImage(Buffer.from(text))).toEqual(NOT_AN_IMAGE);
    }
    expect(sniffImage(Buffer.alloc(0))).toEqual(NOT_AN_IMAGE);
  });

  it(`[SET6] reads the declared size, refusing sides of 0 or over ${MAX_IMAGE_SIDE} px (decompression bombs)`, () => {
    expect(sniffImage(JPEG)).toMatchObject({ width: 2, height: 2 });
    const tooMany = { ok: false, refusal: 'tooManyPixels' };
    const wide = Buffer.from(PNG);
    wide.writeUInt32BE(100_000, 16);
    expect(sniffImage(wide)).toEqual(tooMany);
    const square = Buffer.from(PNG);
    square.writeUInt32BE(8192, 16);
    square.writeUInt32BE(8192, 20);
    expect(sniffImage(square)).toEqual(tooMany);
    const empty = Buffer.from(GIF);
    empty.writeUInt16LE(0, 6);
    expect(sniffImage(empty)).toEqual(NOT_AN_IMAGE);
    const tall = Buffer.from(GIF);
    tall.writeUInt16LE(MAX_IMAGE_SIDE + 1, 8);
    expect(sniffImage(tall)).toEqual(tooMany);
    const largest = Buffer.from(GIF);
    largest.writeUInt16LE(MAX_IMAGE_SIDE, 6);
    largest.writeUInt16LE(MAX_IMAGE_SIDE, 8);
    expect(sniffImage(largest)).toMatchObject({ ok: true, width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE });
  });

  it('[SET6] never takes random bytes, even behind a real magic number, for an image', () => {
    const magic = fc.constantFrom(...Object.values(REAL).map((b) => b.subarray(0, 12)), Buffer.alloc(0));
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 2_000 }), (head, tail) => {
        expect(sniffImage(Buffer.concat([head, tail]))).toEqual(NOT_AN_IMAGE);
      }),
      { numRuns: 2_000 },
    );
  });
});
