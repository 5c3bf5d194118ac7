/**
 * Printing on the server (PRN1-PRN8, ADR 0060): `app.printing` holds the dispatcher, the status and the CloudPRNT
 * polls; every committed announcement runs the print triggers (PRN2), which kick the dispatcher when they stored
 * jobs. The dispatcher polls only while the store has server printers, and catches up at start.
 */
import { PRINT_STATUS_EVENT, type PrintStatusAnswer } from '@tavola/shared/printing/index';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catchUp } from './catch-up.ts';
import { createDispatcher, type Dispatcher } from './dispatcher.ts';
import { printStatus } from './print-status.ts';
import { orderIdsOf, printTriggers } from './triggers.ts';

export type Printing = {
  readonly dispatcher: Dispatcher;
  status(tenantId: string): Promise<PrintStatusAnswer>;
  /** Tells the tenant's staff sockets the printers' state (after a change). */
  announceStatus(tenantId: string): void;
  /** CloudPRNT: when each printer last polled (this process). */
  readonly polls: Map<string, number>;
  /** Jobs were stored: send them now. */
  jobsStored(): void;
  /** Resolves once the triggers started so far have stored their jobs (tests, benchmarks). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    printing: Printing;
  }
}

export type PrintingOptions = { readonly pollMs?: number };

async function printingPlugin(app: FastifyInstance, opts: PrintingOptions) {
  const { database } = app;
  const polls = new Map<string, number>();
  let active = false;
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    p.finally(() => pending.delete(p)).catch(() => {});
  };

  const printing: Printing = {
    dispatcher: createDispatcher(database, {
      now: app.now,
      ...(opts.pollMs ? { pollMs: opts.pollMs } : {}),
      active: () => active,
      log: app.log,
      onHealthChange: (tenantId) => printing.announceStatus(tenantId),
    }),
    status: (tenantId) =>
      printStatus(database, tenantId, app.now(), printing.dispatcher.health, (id) => polls.get(id)),
    announceStatus(tenantId) {
      track(
        printing
          .status(tenantId)
          .then((status) => app.realtime.sendToStaff(tenantId, { type: PRINT_STATUS_EVENT, ...status }))
          .catch((err: unknown) => app.log.warn({ err }, 'print status announcement failed')),
      );
    },
    polls,
    jobsStored() {
      active = true;
      printing.dispatcher.kick();
    },
    async settled() {
      await app.realtime.delivered(); // the triggers start when a commit's announcement is delivered
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await printing.dispatcher.idle();
    },
  };
  app.decorate('printing', printing);

  app.realtime.onAnnounce((tenantId, message) => {
    const orderIds = orderIdsOf(message.events);
    if (orderIds.length === 0) return;
    track(
      printTriggers(database, tenantId, orderIds, app.now())
        .then((stored) => {
          if (stored > 0) printing.jobsStored();
        })
        .catch((err: unknown) => app.log.error({ err, tenantId }, 'print triggers failed')),
    );
  });

  const refreshActive = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(database.t.printers);
    active = (row?.n ?? 0) > 0;
  };
  const activeTimer = setInterval(() => {
    refreshActive().catch(() => {});
  }, 30_000);
  activeTimer.unref();

  app.addHook('onReady', async () => {
    await refreshActive().catch(() => {});
    printing.dispatcher.start();
    if (active)
      track(
        catchUp(database, app.now())
          .then((stored) => stored > 0 && printing.jobsStored())
          .catch((err: unknown) => app.log.warn({ err }, 'print catch-up failed')),
      );
  });
  app.addHook('onClose', async () => {
    clearInterval(activeTimer);
    await Promise.allSettled([...pending]);
    await printing.dispatcher.stop();
  });
}

export default fp(printingPlugin, {
  name: 'tavola-printing',
  dependencies: ['tavola-realtime'],
  decorators: { fastify: ['database', 'now', 'realtime'] },
});
