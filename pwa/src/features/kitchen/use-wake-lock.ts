/**
 * Keeps a wall tablet's screen on while the kitchen display is open (ADR 0056): the browser drops the lock
 * when the page is hidden, so it is asked again on each return. Unsupported or refused: nothing happens.
 */
import { useEffect } from 'react';

export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : null;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      try {
        const s = await wakeLock.request('screen');
        if (left) void s.release();
        else {
          sentinel = s;
          s.addEventListener('release', () => {
            if (sentinel === s) sentinel = null;
          });
        }
      } catch {
        // refused (battery saver, no permission): the screen may dim, the board still works
      }
    };
    void request();
    const onVisible = () => void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, []);
}
