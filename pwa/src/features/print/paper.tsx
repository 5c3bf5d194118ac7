/** The paper of the print pages: its width is the print settings' page format in mm (80 or 57). */
import type { ReactNode } from 'react';
import './print.css';

export function Paper({ pageFormat, children }: { pageFormat: '80' | '57'; children: ReactNode }) {
  const css = `@page { size: ${pageFormat}mm auto; margin: 0; } html:root, body { width: ${pageFormat}mm; margin: 0; background: #fff; }`;
  return (
    <main className="paper" style={{ width: `${pageFormat}mm` }} data-page-format={pageFormat}>
      <style>{css}</style>
      {children}
    </main>
  );
}
