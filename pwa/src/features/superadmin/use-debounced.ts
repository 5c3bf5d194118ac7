/** A value that follows its source after `delayMs` of quiet (the tenants search waits 800 ms). */
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 800;

export function useDebounced<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
