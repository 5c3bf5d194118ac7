/** Printing (PRT): documents, builders and the encoder. Import from '@tavola/shared/printing/index'. */
export * from './cash-payment.ts';
export * from './credit-note-blocks.ts';
export * from './document.ts';
export * from './encodable.ts';
export * from './encode.ts';
export * from './kitchen-ticket.ts';
export * from './layout.ts';
export * from './print-permissions.ts';
export * from './print-requests.ts';
export * from './print-time.ts';
export * from './printer-config.ts';
export * from './printer-status.ts';
export * from './receipt.ts';
export * from './receipt-model.ts';
export * from './share-slip.ts';
export * from './token-slip.ts';
