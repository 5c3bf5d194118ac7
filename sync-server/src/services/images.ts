/**
 * Uploaded images (docs/architecture.md §5, SET6): only whole PNG, JPEG, WebP and GIF images, recognised by their
 * bytes (never by name or declared type, see image-format.ts), at most 0.5 MB (the browser compresses
 * first) and 4096 px a side; re-encoded at most 512 px without metadata (image-encode.ts, ADR 0043), and
 * stored once by the SHA-256 of the stored bytes so any server instance can serve them.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { databaseFault } from '../sync/errors.ts';
import { reencodeImage } from './image-encode.ts';
import { type ImageMime, MAX_IMAGE_SIDE, sniffImage } from './image-format.ts';

/** SET6: 0.5 MB, as the browser's compression counts it (MiB). */
export const MAX_IMAGE_BYTES = 512 * 1024;

export const IMAGE_MESSAGES = {
  missing: 'Please select an image!',
  notAnImage: 'Please upload a PNG, JPEG, WebP or GIF image!',
  tooLarge: 'The image must be 0.5 MB or smaller!',
  tooManyPixels: `The image must be ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels or smaller!`,
} as const;

export const imageHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Where an image is served. */
export const imagePath = (hash: string): string => `/api/v1/images/${hash}`;

export type StoredImage = { ok: true; hash: string; mime: ImageMime } | { ok: false; message: string };

/** Checks, re-encodes and stores an image for `tenantId`; the same upload again shares the one row. */
export async function storeImage(
  database: Database,
  tenantId: string,
  bytes: Buffer,
  now: number,
): Promise<StoredImage> {
  if (bytes.length === 0) return { ok: false, message: IMAGE_MESSAGES.missing };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) return { ok: false, message: IMAGE_MESSAGES[sniffed.refusal] };
  const encoded = await reencodeImage(bytes, sniffed.mime);
  if (!encoded.ok) return { ok: false, message: IMAGE_MESSAGES[encoded.refusal] };
  const { mime, bytes: stored } = encoded;
  const hash = imageHash(stored);
  const { t } = database;
  try {
    await scoped(database, tenantId).transaction(async (scope) => {
      // Content-addressed across tenants: the hash alone says whether these bytes are stored already.
      const [known] = await scope.db
        .select({ hash: t.images.hash })
        .from(t.images)
        .where(eq(t.images.hash, hash));
      if (!known) {
        await scope.insert(t.images, { hash, mime, bytes: stored, size: stored.length, createdAt: now });
      }
    });
  } catch (error) {
    // Two uploads of the same bytes at once: the other one stored them.
    if (databaseFault(error)?.kind !== 'constraint') throw error;
  }
  return { ok: true, hash, mime };
}

/** The stored image with this hash (any tenant's: hashes are public names of public menu images). */
export async function readImage(
  database: Database,
  hash: string,
): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const { t } = database;
  const [row] = await database.db
    .select({ mime: t.images.mime, bytes: t.images.bytes })
    .from(t.images)
    .where(eq(t.images.hash, hash));
  return row;
}
