/**
 * The printers' state on the staff socket (PRN5) over a real TCP port, on SQLite (print-live.test.ts) and
 * PostgreSQL (print-live.pg.test.ts, where it travels by NOTIFY).
 */
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useRealtimeHarness } from '../realtime/realtime-harness.ts';
import type { TestSocket } from '../realtime/test-socket.ts';
import {
  addPrinter,
  KITCHEN,
  payCash,
  pizzaLine,
  printShop,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';

type StatusFrame = { type: string; printers: { title: string; state: string; waitingJobs: number }[] };

/** The socket's next `print_status` frame with a printer in `state` (pokes, order events and others skipped). */
export async function nextStatus(socket: TestSocket, state: string, timeoutMs = 5_000): Promise<StatusFrame> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const frame = (await socket.next(Math.max(1, until - Date.now()))) as unknown as StatusFrame;
    if (frame.type === 'print_status' && frame.printers.some((p) => p.state === state)) return frame;
  }
}

export function printLiveSuite(open: OpenTestDatabase) {
  const rt = useRealtimeHarness(open);
  const fakePrinter = useFakePrinters();

  it('[PRN5] a printer that stops answering is announced to the staff sockets within seconds, with its jobs waiting', async () => {
    const h = await rt.start();
    const { c, tenantId, socket } = await rt.store(h);
    const shop = await printShop(h, c, tenantId);
    const kitchen = await fakePrinter();
    await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] });
    await kitchen.stop();
    const sentAt = Date.now();
    await payCash(shop, [pizzaLine(shop)]);
    const status = await nextStatus(socket, 'offline');
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    expect(status.printers).toEqual([
      expect.objectContaining({
        title: 'Kitchen printer',
        state: 'offline',
        waitingJobs: 1,
        lastError: 'connection refused',
      }),
    ]);
    await kitchen.start();
    h.clock.now += 1_000;
    h.app.printing.dispatcher.kick();
    await kitchen.waitFor(1);
    expect((await nextStatus(socket, 'online')).printers).toEqual([
      expect.objectContaining({ state: 'online', waitingJobs: 0 }),
    ]);
  });
}
