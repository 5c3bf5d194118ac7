/**
 * The paper of the print pages: its width is the print settings' page format in mm (80 or 57). Receipt
 * printers use rolls, so the page is as long as the content: `size: 80mm auto` is not valid CSS (a size
 * is one keyword or two lengths), so the content is measured and the page gets its length in mm.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './print.css';

const MM_PER_CSS_PX = 25.4 / 96;
/** Before the first measurement (and in environments without layout). */
const FALLBACK_LENGTH_MM = 297;

export function pageCss(widthMm: string, lengthMm: number | null): string {
  const length = lengthMm && lengthMm > 0 ? Math.ceil(lengthMm) : FALLBACK_LENGTH_MM;
  return `@page { size: ${widthMm}mm ${length}mm; margin: 0; } html:root, body { width: ${widthMm}mm; margin: 0; background: #fff; }`;
}

export function Paper({ pageFormat, children }: { pageFormat: '80' | '57'; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [lengthMm, setLengthMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    const height = ref.current?.getBoundingClientRect().height ?? 0;
    const mm = height * MM_PER_CSS_PX;
    if (mm > 0 && (lengthMm === null || Math.abs(mm - lengthMm) > 0.5)) setLengthMm(mm);
  });
  return (
    <main ref={ref} className="paper" style={{ width: `${pageFormat}mm` }} data-page-format={pageFormat}>
      <style>{pageCss(pageFormat, lengthMm)}</style>
      {children}
    </main>
  );
}
