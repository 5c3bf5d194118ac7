/**
 * The receipt model lives in shared (PRT10) so the browser's `/print-receipt` page and the thermal printers print
 * the same receipt; the print pages keep importing it from here.
 */
export {
  buildReceipt,
  type Receipt,
  type ReceiptData,
  type ReceiptLine,
  storeToday,
} from '@tavola/shared/printing/receipt-model';
