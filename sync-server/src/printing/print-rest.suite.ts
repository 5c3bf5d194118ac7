/**
 * Settings → Printers and the till's print calls over REST (PRN1, PRN6-PRN8), on SQLite (print-rest.test.ts) and
 * PostgreSQL (print-rest.pg.test.ts): validation and who may, the test page over real TCP, reprints, "No sale",
 * a CloudPRNT printer polling for its jobs, and two dispatchers never claiming one job.
 */
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
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
import { claimDueJobs, insertJobs } from './job-store.ts';

const API = '/api/v1/settings/printers';

export function printRestSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  it('[PRN1] add, list, update and remove printers; bad input is a 400 with its message; another store’s id a 404; SETTINGS only', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const printer = await fakePrinter();
    const id = await addPrinter(c, { title: 'Kitchen printer', port: printer.port, stationIds: [KITCHEN] });
    const listed = (await c.get(API)).json();
    expect(listed.printers).toEqual([
      expect.objectContaining({
        id,
        title: 'Kitchen printer',
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: '80',
        role: 'kitchen',
        stationIds: [KITCHEN],
        hasCashDrawer: false,
        backupPrinterId: null,
      }),
    ]);
    const bad = await c.post(`${API}/add`, { title: 'X', connection: 'network', host: 'http://x y' });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: 'Please provide the printer’s IP address or host name!',
    });
    const self = await c.post(`${API}/${id}/update`, {
      title: 'K',
      connection: 'network',
      host: '127.0.0.1',
      backupPrinterId: id,
    });
    expect({ status: self.statusCode, message: self.json().message }).toEqual({
      status: 400,
      message: 'Please select a valid backup printer!',
    });
    const cloud = await c.post(`${API}/add`, {
      title: 'Star',
      connection: 'cloudprnt',
      role: 'receipt',
      language: 'star-prnt',
    });
    expect(cloud.json().printer).toMatchObject({
      host: null,
      port: null,
      cloudPrntUrl: expect.stringMatching(/^\/api\/v1\/cloudprnt\/[^/]+\/[\w-]{20,}$/),
    });

    const other = await signedIn(h);
    expect((await other.c.post(`${API}/${id}/update`, { title: 'Mine', connection: 'usb' })).statusCode).toBe(
      404,
    );
    expect((await other.c.request('DELETE', `${API}/${id}`)).statusCode).toBe(404);
    expect((await other.c.get(API)).json().printers).toEqual([]);
    const staff = await signedIn(h, await addStaff(h, user.tenant_id, 'POS'));
    expect((await staff.c.get(API)).statusCode).toBe(403);

    expect((await c.request('DELETE', `${API}/${id}`)).json()).toEqual({ message: 'Printer removed.' });
    expect((await c.get(API)).json().printers.map((p: { title: string }) => p.title)).toEqual(['Star']);
  });

  it('[PRN1] a test page prints at once on a network printer; one that does not answer is a 503 saying so', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    const printer = await fakePrinter();
    const id = await addPrinter(c, { title: 'Bar printer', port: printer.port, paperWidth: '57' });
    const ok = await c.post(`${API}/${id}/test`, {});
    expect(ok.json()).toMatchObject({ message: 'The printer took the test page.' });
    const paper = papers(printer)[0];
    expect(paper?.texts).toContain('Test print');
    expect(paper?.texts.join('\n')).toContain('Bar printer');
    await printer.stop();
    const down = await c.post(`${API}/${id}/test`, {});
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      'The printer did not answer (connection refused). Check it is on and its address.',
    );
  });

  it('[PRN7][PRN6] a reprint is a new job marked REPRINT; "No sale" kicks the drawer and is written to the audit log', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const kitchen = await fakePrinter();
    const till = await fakePrinter();
    await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] });
    const tillId = await addPrinter(c, {
      title: 'Till',
      port: till.port,
      role: 'receipt',
      hasCashDrawer: true,
    });
    const order = await payCash(shop, [pizzaLine(shop)]);
    await kitchen.waitFor(1);
    await till.waitFor(1);
    const again = await c.post('/api/v1/print/reprint', { orderId: order.orderId, kind: 'kitchen' });
    expect(again.json()).toMatchObject({ queued: true, jobIds: [expect.any(String)] });
    await kitchen.waitFor(2);
    expect(papers(kitchen)[1]?.texts).toContain('** REPRINT **');
    expect(papers(kitchen)[1]?.texts).toContain('2 x Margherita');
    const receipt = await c.post('/api/v1/print/reprint', { orderId: order.orderId, kind: 'receipt' });
    expect(receipt.json().queued).toBe(true);
    await till.waitFor(2);
    expect(papers(till)[1]).toMatchObject({
      drawerKicks: 0,
      texts: expect.arrayContaining(['** REPRINT **']),
    });
    expect((await c.post('/api/v1/print/reprint', { orderId: 'nope', kind: 'token' })).statusCode).toBe(404);

    const kitchenStaff = await signedIn(h, await addStaff(h, user.tenant_id, 'KITCHEN'));
    expect((await kitchenStaff.c.post('/api/v1/print/no-sale', {})).statusCode).toBe(403);
    expect((await kitchenStaff.c.get('/api/v1/print/status')).statusCode).toBe(200);
    const cashier = await signedIn(h, await addStaff(h, user.tenant_id, 'POS'));
    expect((await cashier.c.post('/api/v1/print/no-sale', {})).statusCode).toBe(403); // PRT15: a cashier asks a manager
    const manager = await signedIn(h, await addStaff(h, user.tenant_id, 'POS,MANAGER'));
    const opened = await manager.c.post('/api/v1/print/no-sale', { reason: 'change for a 500' });
    expect(opened.json()).toMatchObject({ message: 'Drawer opened.', queued: true });
    await till.waitFor(3);
    expect(papers(till)[2]).toMatchObject({ drawerKicks: 1, texts: [] });
    const audit = await h.database.db
      .select()
      .from(h.database.t.auditLog)
      .where(eq(h.database.t.auditLog.action, 'drawer.no_sale'));
    expect(audit).toEqual([
      expect.objectContaining({
        tenantId: user.tenant_id,
        entityId: tillId,
        detail: { reason: 'change for a 500' },
      }),
    ]);
  });

  it('[PRN8] a CloudPRNT printer polls, fetches its job and confirms it; a wrong secret or MAC is refused', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const added = await c.post(`${API}/add`, {
      title: 'Star kitchen',
      connection: 'cloudprnt',
      role: 'kitchen',
      language: 'star-prnt',
      stationIds: [KITCHEN],
    });
    const url = added.json().printer.cloudPrntUrl as string;
    const printer = h.client({ origin: null });
    const poll = () =>
      printer.post(url, {
        status: '23 6 0 0 0 0 0 0 0',
        printerMAC: '00:11:62:AA:BB:CC',
        statusCode: '200 OK',
      });
    expect((await poll()).json()).toEqual({ jobReady: false });
    await payCash(shop, [pizzaLine(shop)]);
    await settle(h);
    const ready = (await poll()).json();
    expect(ready).toMatchObject({
      jobReady: true,
      mediaTypes: ['application/vnd.star.starprnt'],
      jobToken: expect.any(String),
    });
    const mac = 'mac=00%3A11%3A62%3AAA%3ABB%3ACC';
    const job = await printer.get(
      `${url}?${mac}&type=application%2Fvnd.star.starprnt&token=${ready.jobToken}`,
    );
    expect(job.statusCode).toBe(200);
    expect(job.headers['content-type']).toBe('application/vnd.star.starprnt');
    expect(job.rawPayload.length).toBeGreaterThan(50);
    expect((await poll()).json()).toEqual({ jobReady: false }); // leased to the printer while it prints
    expect(
      (await printer.request('DELETE', `${url}?${mac}&code=200%20OK&token=${ready.jobToken}`)).statusCode,
    ).toBe(200);
    h.clock.now += 120_000;
    expect((await poll()).json()).toEqual({ jobReady: false }); // printed: never offered again
    expect((await printer.post(`${url}x`, { printerMAC: '00:11:62:AA:BB:CC' })).statusCode).toBe(401);
    expect((await printer.post(url, { printerMAC: '00:11:62:00:00:01' })).statusCode).toBe(401);
  });

  it('[PRN3] two dispatchers claiming at once never take the same job', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const printer = await fakePrinter();
    await printer.stop();
    const id = await addPrinter(c, { title: 'Kitchen printer', port: printer.port });
    await h.app.printing.dispatcher.stop(); // the app's own dispatcher would claim some of the 40 jobs first
    const now = h.clock.now + 1;
    await insertJobs(
      h.database,
      Array.from({ length: 40 }, () => ({
        tenantId: user.tenant_id,
        printerId: id,
        kind: 'test',
        payload: new Uint8Array([0x1b, 0x40]),
      })),
      now,
    );
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((owner) => claimDueJobs(h.database, owner, now, 15)),
    );
    const ids = claims.flat().map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
    expect(decodeEscPos(claims.flat()[0]?.payload ?? new Uint8Array()).initializations).toBe(1);
  });
}
