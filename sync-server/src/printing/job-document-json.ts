/**
 * PRN11: a job's document as stored beside its bytes (a JSON column): images' dots as base64, since a Uint8Array
 * does not survive JSON. Read back to re-render the job for another printer (a backup, an ePOS-XML printer).
 */
import type { PrintBlock, PrintDocument } from '@tavola/shared/printing/index';

type StoredBlock = Exclude<PrintBlock, { kind: 'image' }> | StoredImage;
type StoredImage = {
  readonly kind: 'image';
  readonly bitmap: { readonly width: number; readonly height: number; readonly pixels: string };
  readonly align?: 'left' | 'center' | 'right';
};
export type StoredDocument = Omit<PrintDocument, 'blocks'> & { readonly blocks: readonly StoredBlock[] };

export function documentToJson(doc: PrintDocument): StoredDocument {
  return {
    ...doc,
    blocks: doc.blocks.map((b) =>
      b.kind === 'image'
        ? {
            ...b,
            bitmap: { ...b.bitmap, pixels: Buffer.from(b.bitmap.pixels).toString('base64') },
          }
        : b,
    ),
  };
}

export function documentFromJson(stored: unknown): PrintDocument | null {
  if (!stored || typeof stored !== 'object' || !Array.isArray((stored as StoredDocument).blocks)) return null;
  const doc = stored as StoredDocument;
  return {
    ...doc,
    blocks: doc.blocks.map((b) =>
      b.kind === 'image'
        ? {
            ...b,
            bitmap: { ...b.bitmap, pixels: new Uint8Array(Buffer.from(b.bitmap.pixels, 'base64')) },
          }
        : b,
    ),
  };
}
