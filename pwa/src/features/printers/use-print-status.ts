/**
 * PRT5: the store's printers' state for the banner: the socket's `print_status` event when it comes, and a poll
 * of GET /print/status every 3 s as the fallback, so a printer that stops answering shows within 5 s either way.
 * A server without printing (404) or an offline till shows nothing: the banner only speaks of what it knows.
 */
import { PRINT_STATUS_POLL_MS, type PrintStatusAnswer } from '@tavola/shared/printing/printer-status';
import { useEffect, useState } from 'react';
import { useRealtimeEvent } from '../../sync/events.ts';
import { printersApi } from './printers-api.ts';

export function usePrintStatus(pollMs: number = PRINT_STATUS_POLL_MS): PrintStatusAnswer | null {
  const [answer, setAnswer] = useState<PrintStatusAnswer | null>(null);
  useRealtimeEvent('print_status', (e) => setAnswer({ printers: e.printers, at: e.at }));
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      const result = await printersApi.status(controller.signal).catch(() => null);
      if (stopped) return;
      if (result?.ok) setAnswer(result.data);
      // no printing on this server: stop asking
      if (result && !result.ok && result.status === 404) return;
      timer = setTimeout(() => void poll(), pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [pollMs]);
  return answer;
}
