/**
 * PRN11: the bytes a job is sent as to the printer that now has it. A job keeps the bytes encoded for the printer
 * it was made for; moved to a backup of another paper width or language, it is rendered again from its stored
 * document for the backup (32 or 48 columns, ESC/POS or StarPRNT), never printed in the first printer's format.
 */
import { documentFromJson } from './job-document-json.ts';
import { encodeFor, formatOf, type PrinterFormat } from './job-documents.ts';

export type StoredJob = {
  readonly payload: Uint8Array;
  readonly payloadFormat: string | null;
  readonly document: unknown;
};

export async function payloadFor(job: StoredJob, printer: PrinterFormat): Promise<Uint8Array> {
  if (job.payloadFormat === null || job.payloadFormat === formatOf(printer)) return job.payload;
  const document = documentFromJson(job.document);
  return document ? encodeFor(printer, document) : job.payload;
}
