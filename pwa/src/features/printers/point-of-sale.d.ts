/** The USB and serial printer drivers ship no types; till-transport.ts describes the part it uses. */
declare module '@point-of-sale/webusb-receipt-printer' {
  const WebUSBReceiptPrinter: unknown;
  export default WebUSBReceiptPrinter;
}
declare module '@point-of-sale/webserial-receipt-printer' {
  const WebSerialReceiptPrinter: unknown;
  export default WebSerialReceiptPrinter;
}
