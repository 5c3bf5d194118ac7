// ADR 0014: postgres.js (patched, patches/postgres@3.4.9.patch) keeps one signature string per statement text and
// parameter types on each connection. A statement run again with the same types reuses its prepared statement;
// the same text with other types is prepared apart.
import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgTestDatabaseUrl, pgTestUrl, type TestDatabaseUrl } from '../../test/databases.ts';

describe.skipIf(!pgTestUrl())('postgres.js statement signatures and results (PostgreSQL)', () => {
  let database: TestDatabaseUrl;
  let sql: postgres.Sql;
  beforeEach(async () => {
    database = await pgTestDatabaseUrl({ migrate: false });
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
  });
  afterEach(async () => {
    await sql.end({ timeout: 5 });
    await database.drop();
  });

  const prepared = async () =>
    (await sql.unsafe('select statement from pg_prepared_statements order by prepare_time')).map(
      (r) => r.statement as string,
    );

  it('reuses a statement for the same text and types, prepares it apart for other types', async () => {
    const text = 'select $1::text as v, length($1::text) as n';
    // the same string object each time, as the sync store's fixed statements are
    for (const v of ['a', 'bb', 'ccc']) {
      const [row] = await sql.unsafe(text, [v], { prepare: true });
      expect(row).toEqual({ v, n: v.length });
    }
    // an equal text built anew is the same statement
    const rebuilt = ['select $1::text as v,', 'length($1::text) as n'].join(' ');
    expect(rebuilt).toBe(text);
    expect(await sql.unsafe(rebuilt, ['dd'], { prepare: true })).toEqual([{ v: 'dd', n: 2 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);

    // a Date parameter has a type of its own (timestamptz): another signature, another prepared statement
    const when = new Date('2026-11-26T10:00:00Z');
    const [row] = await sql.unsafe(text, [when], { prepare: true });
    expect(typeof row?.v).toBe('string');
    expect(row?.v).toContain('2026-11-26');
    expect((await prepared()).filter((s) => s === text)).toHaveLength(2);
    // and the text type's statement still answers as before
    expect(await sql.unsafe(text, ['e'], { prepare: true })).toEqual([{ v: 'e', n: 1 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(2);
  });

  it('ADR 0014: a result keeps its count and command, and its map, filter and slice are plain arrays', async () => {
    const result = await sql.unsafe('select n from generate_series(1, 3) as n');
    expect(result.count).toBe(3);
    expect(result.command).toBe('SELECT');
    for (const derived of [result.map((r) => r.n), result.filter(() => true), result.slice(1)]) {
      expect(derived.constructor).toBe(Array);
      expect(Object.keys(derived)).toEqual(Object.keys([...derived]));
    }
    expect(result.map((r) => r.n)).toEqual([1, 2, 3]);
  });
});
