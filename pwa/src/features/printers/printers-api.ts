/** The printing calls to the server (issue 30): printer settings, status, reprints and "No sale" (PRT5-PRT9). */
import type {
  PrinterInput,
  PrintersAnswer,
  PrintJobsAnswer,
  PrintStatusAnswer,
  ReprintArgs,
} from '@tavola/shared/printing/index';
import { api, apiGet, apiPost } from '../../lib/api.ts';

type Message = { message?: string };
const base = '/settings/printers';

export const PRINTERS_QUERY_KEY = 'settings-printers';

export const printersApi = {
  list: () => apiGet<PrintersAnswer>(base, { fallback: 'Could not load the printers!' }),
  add: (args: PrinterInput) => apiPost<Message>(`${base}/add`, args),
  update: (id: string, args: PrinterInput) =>
    apiPost<Message>(`${base}/${encodeURIComponent(id)}/update`, args),
  remove: (id: string) => api<Message>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  test: (id: string) => apiPost<Message & Partial<PrintJobsAnswer>>(`${base}/${encodeURIComponent(id)}/test`),
  status: (signal?: AbortSignal) =>
    apiGet<PrintStatusAnswer>('/print/status', signal ? { signal, fallback: '' } : { fallback: '' }),
  reprint: (args: ReprintArgs) => apiPost<Message & PrintJobsAnswer>('/print/reprint', args),
  noSale: () => apiPost<Message & PrintJobsAnswer>('/print/no-sale', {}),
};
