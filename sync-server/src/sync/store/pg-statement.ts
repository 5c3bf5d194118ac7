// A sync plan's prepared statement run straight on node-postgres (ADR 0014, 0046). drizzle builds it once (its SQL
// text, its parameters, its result fields); each execution then binds the plan's values and decodes the rows the
// way drizzle's own `execute` does, without what that adds on every call (three nested tracing spans, a cache
// wrapper, an `is` test per parameter and per result field and row). This reads drizzle's prepared query's own
// fields, outside its typed API: `pg-statement.pg.test.ts` checks the answers against drizzle's `execute`, so a
// drizzle upgrade that moves them fails there.
import { Column, is, Param, Placeholder, SQL } from 'drizzle-orm';
import type pg from 'pg';

type Decoder = { mapFromDriverValue(value: unknown): unknown };

type QueryConfig = { readonly name?: string; readonly text: string; readonly types?: unknown };

/** What drizzle's node-postgres prepared query holds (its own fields, not in its typed API). */
export type DrizzlePrepared = {
  readonly queryString: string;
  readonly params: readonly unknown[];
  readonly fields?: readonly { readonly path: readonly string[]; readonly field: unknown }[];
  readonly customResultMapper?: unknown;
  /** With rows as arrays (a mapped result) and as objects: the name, text and type parsers drizzle sends. */
  readonly queryConfig: QueryConfig;
  readonly rawQueryConfig: QueryConfig;
};

export type DirectStatement = {
  /** Runs on `client` (a pooled connection, or a pool): sent now. */
  run(client: pg.ClientBase | pg.Pool, values: Readonly<Record<string, unknown>>): Promise<unknown>;
};

const placeholderValue = (values: Readonly<Record<string, unknown>>, name: string): unknown => {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
};

/** How one parameter is bound from the plan's values, as drizzle's `fillPlaceholders` does, decided once. */
function binder(param: unknown): (values: Readonly<Record<string, unknown>>) => unknown {
  if (is(param, Placeholder)) {
    const { name } = param;
    return (values) => placeholderValue(values, name);
  }
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    const { name } = param.value;
    return (values) => encoder.mapToDriverValue(placeholderValue(values, name));
  }
  return () => param;
}

/** The decoder of a selected field that is a top-level key of the row; null for anything else. */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  // An expression's decoder is drizzle's internal field (mapResultRow reads it the same way).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return null;
}

/**
 * The statement run directly, or null when its results need drizzle's own mapping (a nested selection, a
 * custom mapper): those keep drizzle's `execute`.
 */
export function directStatement(built: DrizzlePrepared): DirectStatement | null {
  if (built.customResultMapper) return null;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of built.fields ?? []) {
    const decoder = decoderOf(field);
    if (path.length !== 1 || !decoder) return null;
    keys.push(path[0] as string);
    decoders.push(decoder);
  }
  const mapped = built.fields !== undefined;
  const { name, types } = mapped ? built.queryConfig : built.rawQueryConfig;
  const text = built.queryString;
  const binders = built.params.map(binder);
  const rowsOf = (result: pg.QueryResult<unknown[]>) =>
    result.rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const raw = row[i];
        out[keys[i] as string] = raw === null ? null : (decoders[i] as Decoder).mapFromDriverValue(raw);
      }
      return out;
    });
  return {
    run(client, values) {
      const params = binders.map((bind) => bind(values));
      const config = { name, text, values: params, types } as pg.QueryConfig;
      if (!mapped) return client.query(config);
      return client.query<unknown[]>({ ...config, rowMode: 'array' }).then(rowsOf);
    },
  };
}
