/**
 * DIN-FP1 (ADR 0075): the menu's first screen the server writes into the page before the app's mount point
 * (sync-server plugins/diner-first-paint-html.ts), so a phone on a slow link sees the menu before the app has
 * loaded. It stays while the menu screen says 'Please wait...' and goes, before the next paint, once the screen
 * shows the menu or a message of its own (or closes).
 */
import { useLayoutEffect } from 'react';

export const FIRST_PAINT_ID = 'diner-first-paint';

const removeFirstPaint = () => document.getElementById(FIRST_PAINT_ID)?.remove();

export function useFirstPaintHandover(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) removeFirstPaint();
  }, [loading]);
  useLayoutEffect(() => removeFirstPaint, []);
}
