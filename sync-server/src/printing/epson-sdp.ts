/**
 * PRN12: Epson Server Direct Print, for Epson printers the server cannot reach (the hosted service). The printer
 * POSTs form fields to its URL every few seconds: `ConnectionType=GetRequest` asks for work, answered with a
 * `<PrintRequestInfo>` holding one job as ePOS-Print XML (`printjobid` = the job's id) or an empty body;
 * `ConnectionType=SetResponse` carries `ResponseFile`, the `<PrintResponseInfo>` result: success marks the job
 * printed, a failure (EPTR_REC_EMPTY, EPTR_COVER_OPEN…) keeps it and tells the banner why. The job is rendered
 * at the poll from its stored document (PRN11) for the printer's paper; a fetched job is leased as CloudPRNT's.
 */
import { eposPrintXml, xmlText } from '@tavola/shared/printing/epos-xml';
import { columnsForPaper } from '@tavola/shared/printing/index';
import { PRINTER_PROBLEM_TEXTS, type PrinterProblem } from '@tavola/shared/printing/printer-status';
import type { Database } from '../db/index.ts';
import { rasterText } from '../services/print-raster.ts';
import { fetchJob, finishJob, nextJobId } from './cloudprnt.ts';
import { documentFromJson } from './job-document-json.ts';

/** How long the printer's firmware waits for the printer to print one job (ms), told in each request. */
const PRINT_TIMEOUT_MS = 10_000;

type PrinterRow = Database['t']['printers']['$inferSelect'];

/** The answer to a GetRequest with a job: one `<ePOSPrint>` for the printer's own device, `local_printer`. */
export const printRequestInfo = (jobId: string, eposPrint: string): string =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  '<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid>' +
  `<timeout>${PRINT_TIMEOUT_MS}</timeout><printjobid>${xmlText(jobId)}</printjobid></Parameter>` +
  `<PrintData>${eposPrint}</PrintData></ePOSPrint></PrintRequestInfo>`;

/** GetRequest: the printer's next job as ePOS-Print XML (leased to it), or null when none is due. */
export async function nextSdpRequest(database: Database, printer: PrinterRow, now: number) {
  const jobId = await nextJobId(database, printer.id, now);
  const job = jobId ? await fetchJob(database, printer.id, jobId, now) : null;
  if (!job) return null;
  const document = documentFromJson(job.document);
  if (!document) {
    // a job stored before documents were kept (bytes only): an Epson printer cannot take raw bytes here
    await finishJob(database, printer.id, job.id, 'no document', now);
    return null;
  }
  const columns = columnsForPaper(printer.paperWidth === 57 ? '57' : '80');
  return printRequestInfo(job.id, await eposPrintXml(document, { columns, raster: rasterText }));
}

export type SdpResult = {
  readonly jobId: string | null;
  readonly success: boolean;
  readonly code: string;
};

const first = (xml: string, re: RegExp): string | null => re.exec(xml)?.[1] ?? null;

/** The `<PrintResponseInfo>` of a SetResponse: its job id and the `<response success code>` of the print. */
export function readSdpResult(responseFile: string): SdpResult | null {
  const response = first(responseFile, /<response\b([^>]*)\/?>/);
  if (response === null) return null;
  return {
    jobId: first(responseFile, /<printjobid>([^<]{1,100})<\/printjobid>/)?.trim() ?? null,
    success: first(response, /\bsuccess="([^"]*)"/) === 'true',
    code: first(response, /\bcode="([^"]*)"/) ?? '',
  };
}

/** What an ePOS-Print error code says is wrong, in the banner's words (PRT20). */
export const problemOfEposCode = (code: string): PrinterProblem =>
  code === 'EPTR_REC_EMPTY' ? 'paper-out' : code === 'EPTR_COVER_OPEN' ? 'cover-open' : 'error';

/** SetResponse: success marks the job printed; a failure keeps it queued, its error the problem's words. */
export async function finishSdpJob(database: Database, printer: PrinterRow, result: SdpResult, now: number) {
  if (!result.jobId) return;
  const code = result.success ? '200 OK' : PRINTER_PROBLEM_TEXTS[problemOfEposCode(result.code)];
  await finishJob(database, printer.id, result.jobId, code, now);
}
