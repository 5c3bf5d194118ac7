/** [SET6] Uploads re-encoded by libvips (ADR 0043): bounded decoding, the app's size, no metadata. */
import { describe, expect, it } from 'vitest';
import { cameraJpeg, describeImage, zeroPng } from '../test-support/images.ts';
import { GIF, JPEG, PNG, WEBP } from '../test-support/multipart.ts';
import { reencodeImage, STORED_IMAGE_SIDE } from './image-encode.ts';
import { MAX_IMAGE_SIDE } from './image-format.ts';

describe('reencodeImage', () => {
  it('[SET6] refuses more pixels than MAX_IMAGE_PIXELS by the header, even past the sniffer', async () => {
    const over = zeroPng(MAX_IMAGE_SIDE + 1, MAX_IMAGE_SIDE);
    expect(await reencodeImage(over, 'image/png')).toEqual({ ok: false, refusal: 'tooManyPixels' });
  });

  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
    ['image/gif', GIF],
  ] as const)('[SET6] writes a small %s again in its own format, its size kept', async (mime, bytes) => {
    const encoded = await reencodeImage(bytes, mime);
    expect(encoded).toMatchObject({ ok: true, mime });
    if (!encoded.ok) return;
    const before = await describeImage(bytes);
    const after = await describeImage(encoded.bytes);
    expect(after).toMatchObject({ width: before.width, height: before.height, exif: false, icc: false });
    expect(after.format).toBe(before.format);
  });

  it('[SET6] refuses bytes that libvips reads as another format than the sniffer did', async () => {
    expect(await reencodeImage(JPEG, 'image/png')).toEqual({ ok: false, refusal: 'notAnImage' });
  });

  it(`[SET6] shrinks a large photo to ${STORED_IMAGE_SIDE} px on its longest side, upright, without EXIF`, async () => {
    const encoded = await reencodeImage(await cameraJpeg(2000, 3000), 'image/jpeg');
    expect(encoded).toMatchObject({ ok: true, width: STORED_IMAGE_SIDE, height: 341 });
    if (encoded.ok) expect(await describeImage(encoded.bytes)).toMatchObject({ exif: false, icc: false });
  });
});
