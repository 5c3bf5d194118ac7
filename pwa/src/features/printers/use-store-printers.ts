/** Which printers the store has (from GET /print/status, cached and shared by every reprint menu on a screen). */
import type { PrintStatusAnswer } from '@tavola/shared/printing/printer-status';
import { useQuery } from '../../lib/query.ts';
import { printersApi } from './printers-api.ts';

export const PRINT_STATUS_QUERY_KEY = 'print-status';

const load = () => printersApi.status();

/** null while unknown or when the server has no printing: reprints then fall back to the till or the window. */
export function useStorePrinters(): PrintStatusAnswer | null {
  return useQuery(PRINT_STATUS_QUERY_KEY, load).data ?? null;
}
