/**
 * QR codes of the menu links: PNG images 1080 px wide, one per table or one
 * for the shop, and all tables in tables_qr_codes.zip. qrcode and jszip load only when asked for.
 */

export const QR_WIDTH = 1080;
export const SHOP_QR_FILE = 'qr.png';
export const TABLES_ZIP_FILE = 'tables_qr_codes.zip';

/** The diner menu of the shop: /m/{code}. */
export const shopMenuLink = (origin: string, code: string): string =>
  `${origin}/m/${encodeURIComponent(code)}`;

/** The diner menu at one table: /tm/{code}/{table id}. */
export const tableMenuLink = (origin: string, code: string, tableId: string): string =>
  `${origin}/tm/${encodeURIComponent(code)}/${encodeURIComponent(tableId)}`;

/** The PNG bytes of a QR code holding `text`. */
export async function qrPng(text: string): Promise<Uint8Array> {
  const { toDataURL } = await import('qrcode');
  const url = await toDataURL(text, {
    type: 'image/png',
    width: QR_WIDTH,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  const binary = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Saves `data` as a download named `fileName`. */
export function download(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const pngBlob = (bytes: Uint8Array): Blob => new Blob([bytes as BlobPart], { type: 'image/png' });

/** A file name from a title: no path or reserved characters, never empty. */
export function pngName(title: string, taken: Set<string>): string {
  const printable = [...title].filter((c) => c >= ' ').join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'table';
  let name = `${base}.png`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.png`;
  taken.add(name.toLowerCase());
  return name;
}

/** Every table's QR code as `<title>.png` in one zip. */
export async function tablesZip(
  tables: readonly { id: string; tableTitle: string }[],
  linkOf: (tableId: string) => string,
): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const taken = new Set<string>();
  for (const t of tables) zip.file(pngName(t.tableTitle, taken), await qrPng(linkOf(t.id)));
  return zip.generateAsync({ type: 'blob', mimeType: 'application/zip' });
}
