import { describe, expect, it } from 'vitest';
import { ROW_BUILDERS } from '../test-support/sync.ts';
import { SYNCED_TABLES } from './protocol.ts';
import { ROW_KEYS } from './row-keys.ts';

describe('synced rows', () => {
  it.each(SYNCED_TABLES)('[SYNC1] ROW_KEYS.%s lists exactly the keys of its row', (table) => {
    const row = ROW_BUILDERS[table]();
    expect([...ROW_KEYS[table]].sort()).toEqual(Object.keys(row).sort());
    expect(new Set(ROW_KEYS[table]).size).toBe(ROW_KEYS[table].length);
  });

  it('[SYNC5] every synced table has its row keys, and no other table does', () => {
    expect(Object.keys(ROW_KEYS).sort()).toEqual([...SYNCED_TABLES].sort());
  });

  it('[SYNC1] rows never carry the server-only columns', () => {
    for (const table of SYNCED_TABLES) {
      expect(ROW_KEYS[table]).not.toContain('tenantId');
      expect(ROW_KEYS[table]).not.toContain('version');
      expect(ROW_KEYS[table]).not.toContain('deleted');
      expect(ROW_KEYS[table]).toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt']));
    }
  });
});
