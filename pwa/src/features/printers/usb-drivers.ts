/**
 * The browser drivers, loaded only when a till pairs or prints (they export for browsers only, and this module is
 * imported dynamically so test runs in Node never resolve them).
 */
import WebSerialReceiptPrinter from '@point-of-sale/webserial-receipt-printer';
import WebUSBReceiptPrinter from '@point-of-sale/webusb-receipt-printer';

export const DRIVERS = { usb: WebUSBReceiptPrinter, serial: WebSerialReceiptPrinter } as const;
