/** The demo seed: a usable restaurant on an empty database, and nothing touched on the second start. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { findUserByUsername } from '../services/accounts.ts';
import { verifyPassword } from '../services/passwords.ts';
import { seedDemo } from './demo.ts';
import { DEMO_MENU, DEMO_PASSWORD, DEMO_TABLES, DEMO_USERS } from './demo-data.ts';

const log = { info: () => {}, warn: () => {} } as unknown as Parameters<typeof seedDemo>[1]; // only info/warn are used

export function demoSeedSuite(open: OpenTestDatabase): void {
  let database: Database;
  beforeEach(async () => {
    database = await open();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.close();
  });

  it('seeds a menu, tables and three logins, and prints the logins', async () => {
    await seedDemo(database, log);
    const admin = await findUserByUsername(database, DEMO_USERS.admin.username);
    const kitchen = await findUserByUsername(database, DEMO_USERS.kitchen.username);
    expect(admin?.role).toBe('admin');
    expect(kitchen?.scope).toBe('KITCHEN');
    expect(await verifyPassword(kitchen?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const scope = scoped(database, admin?.tenantId ?? '');
    expect(await scope.count(database.t.menuItems)).toBe(DEMO_MENU.length);
    expect(await scope.count(database.t.storeTables)).toBe(DEMO_TABLES.length);
    const [settings] = await scope.select(database.t.storeSettings);
    expect(settings?.isQrMenuEnabled).toBe(true);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain(DEMO_USERS.cashier.username);
  });

  it('keeps the data when started again', async () => {
    await seedDemo(database, log);
    const admin = await findUserByUsername(database, DEMO_USERS.admin.username);
    const scope = scoped(database, admin?.tenantId ?? '');
    const [item] = await scope.select(database.t.menuItems, { limit: 1 });
    await scope.update(database.t.menuItems, { title: 'Renamed by the owner' }, undefined);
    await seedDemo(database, log);
    expect(await scope.count(database.t.menuItems)).toBe(DEMO_MENU.length);
    expect((await scope.find(database.t.menuItems, item?.id ?? ''))?.title).toBe('Renamed by the owner');
  });
}
