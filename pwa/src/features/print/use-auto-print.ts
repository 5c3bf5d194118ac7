/** The print pages print once, 400 ms after their content is ready. */
import { useEffect, useRef } from 'react';
import { PRINT_DELAY_MS } from './open-print-window.ts';

export function useAutoPrint(ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const timer = window.setTimeout(() => {
      done.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
}
