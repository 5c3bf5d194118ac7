// SQLite specifics of `Database`: URL forms, pragmas, the serialised write connection and the query-only
// read connection.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import { createTenant } from '../../test/tenants.ts';
import { uuidv7 } from '../ids.ts';
import { type AppDb, type Database, openDatabase } from './index.ts';
import { sqlitePath, WAL_AUTOCHECKPOINT_PAGES } from './sqlite.ts';

const clientOf = (db: AppDb) => (db as unknown as { $client: BetterSqlite3.Database }).$client;

describe('sqlitePath', () => {
  it.each([
    ['file:./data/tavola.db', './data/tavola.db'],
    ['file:/var/lib/tavola/db.sqlite', '/var/lib/tavola/db.sqlite'],
    ['file:///var/lib/tavola/db.sqlite', '/var/lib/tavola/db.sqlite'],
    ['./tavola.db', './tavola.db'],
    [':memory:', ':memory:'],
    ['file::memory:', ':memory:'],
  ])('%s → %s', (url, path) => {
    expect(sqlitePath(url)).toBe(path);
  });
});

describe('openDatabase on SQLite', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tavola-open-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the parent directory and sets WAL, synchronous=FULL, the checkpoint interval and foreign keys', async () => {
    const path = join(dir, 'nested', 'deeper', 'tavola.db');
    const database = await openDatabase(`file:${path}`);
    try {
      expect(database.dialect).toBe('sqlite');
      await database.migrate();
      expect(existsSync(path)).toBe(true);
      await database.transaction(async (tx) => {
        const writer = clientOf(tx);
        expect(writer.pragma('journal_mode', { simple: true })).toBe('wal');
        expect(writer.pragma('synchronous', { simple: true })).toBe(2); // FULL
        expect(writer.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_AUTOCHECKPOINT_PAGES);
        expect(writer.pragma('foreign_keys', { simple: true })).toBe(1);
        expect(writer.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
      });
    } finally {
      await database.close();
    }
  });

  it('works in memory (one connection serves reads and writes)', async () => {
    const database = await openDatabase(':memory:');
    try {
      await database.migrate();
      const tenantId = await createTenant(database);
      const [tenant] = await database.db
        .select()
        .from(database.t.tenants)
        .where(eq(database.t.tenants.id, tenantId));
      expect(tenant?.name).toBe('Test Restaurant');
    } finally {
      await database.close();
    }
  });

  it('close waits for the running transaction, which commits', async () => {
    const url = `file:${join(dir, 'tavola.db')}`;
    const first = await openDatabase(url);
    await first.migrate();
    const tenantId = await createTenant(first);
    const writing = first.transaction(async (tx) => {
      await sleep(20);
      await tx.insert(first.t.categories).values({ id: uuidv7(), tenantId, version: 1, title: 'Soups' });
    });
    await Promise.all([writing, first.close()]);
    const second = await openDatabase(url);
    try {
      expect(await second.db.select().from(second.t.categories)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('SQLite transactions', () => {
  let database: Database;
  let tenantId: string;
  beforeEach(async () => {
    database = await sqliteTestDatabase();
    tenantId = await createTenant(database);
  });
  afterEach(() => database.close());

  it('concurrent transactions never interleave, even across awaits', async () => {
    const { t } = database;
    await database.transaction((tx) =>
      tx.insert(t.tokenCounters).values({ tenantId, businessDay: '2025-01-31', nextValue: 0 }),
    );
    const events: string[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        database.transaction(async (tx) => {
          events.push(`start ${i}`);
          const [row] = await tx.select().from(t.tokenCounters);
          await sleep((i * 7) % 5); // yield to the other requests mid-transaction
          await tx.update(t.tokenCounters).set({ nextValue: (row?.nextValue ?? 0) + 1 });
          events.push(`end ${i}`);
        }),
      ),
    );
    const [row] = await database.db.select().from(t.tokenCounters);
    expect(row?.nextValue).toBe(10); // no lost update
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i + 1]).toBe(events[i]?.replace('start', 'end'));
    }
  });

  it('reads outside a transaction see only committed data', async () => {
    const { t } = database;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const writing = database.transaction(async (tx) => {
      await tx.insert(t.categories).values({ id: uuidv7(), tenantId, version: 1, title: 'Soups' });
      inserted();
      await gate;
    });
    await insertedSignal;
    expect(await database.db.select().from(t.categories)).toEqual([]);
    release();
    await writing;
    expect(await database.db.select().from(t.categories)).toHaveLength(1);
  });

  it('refuses writes on database.db outside a transaction (all writes go through transaction)', async () => {
    const { t } = database;
    await expect(
      database.db.insert(t.categories).values({ id: uuidv7(), tenantId, version: 1, title: 'Soups' }),
    ).rejects.toThrow(/readonly/i);
  });
});
