// PRN2, PRN3 with two server processes on one PostgreSQL database: both hear every announcement and both run
// dispatchers, yet each ticket prints once.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describePg, type OpenTestDatabase, pgTestUrl } from '../../test/databases.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { queryRows } from '../db/raw.ts';
import { useRealtimeHarness } from '../realtime/realtime-harness.ts';
import {
  addPrinter,
  KITCHEN,
  papers,
  payCash,
  pizzaLine,
  printShop,
  settle,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';
import { printLiveSuite } from './print-live.suite.ts';

/** A second pool on the same database, as another server process would open. */
async function secondHandle(database: Database): Promise<Database> {
  const [row] = await queryRows<{ name: string }>(database, sql`select current_database() as name`);
  const url = new URL(pgTestUrl() ?? '');
  url.pathname = `/${row?.name}`;
  return openDatabase(url.toString());
}

function twoProcessesSuite(open: OpenTestDatabase) {
  const rt = useRealtimeHarness(open);
  const fakePrinter = useFakePrinters();

  it('[PRN2][PRN3] two processes hear each order and both dispatch, and every ticket prints once', async () => {
    const a = await rt.start();
    const b = await rt.start({ database: await secondHandle(a.database) });
    const { c, user } = await rt.signedIn(a);
    const shop = await printShop(a, c, user.tenant_id);
    const kitchen = await fakePrinter();
    await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] });
    b.app.printing.jobsStored(); // B polls too from now on
    for (let i = 0; i < 5; i++) await payCash(shop, [pizzaLine(shop, { quantity: i + 1 })]);
    await kitchen.waitFor(5);
    await new Promise((r) => setTimeout(r, 1_500)); // a poll of each dispatcher more
    await settle(a);
    await settle(b);
    const tickets = papers(kitchen).map((p) => p.texts.find((t) => /x Margherita/.test(t)));
    expect(tickets.sort()).toEqual([
      '1 x Margherita',
      '2 x Margherita',
      '3 x Margherita',
      '4 x Margherita',
      '5 x Margherita',
    ]);
  });
}

describePg('printing: two server processes', twoProcessesSuite);
describePg('printing: the printers’ state on the staff socket', printLiveSuite);
