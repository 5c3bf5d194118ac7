/** SHIFT5, SHIFT6: the printed X and Z reports open in the print window, like the receipt (`/print-receipt`). */
export const shiftReportPath = (kind: 'X' | 'Z', shiftId: string): string =>
  `/print-shift-report?kind=${kind}&shiftId=${encodeURIComponent(shiftId)}`;
