// A sync plan's prepared statement run straight on postgres.js (ADR 0014). drizzle builds it once (its SQL text,
// its parameters, its result fields); each execution then binds the plan's values and decodes the rows the way
// drizzle's own `execute` does, without what that adds on every call (three nested tracing spans, a cache
// wrapper, an `is` test per parameter and per result field and row): a tenth of the push thread's time.
import { Column, is, Param, Placeholder, SQL } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** A postgres.js query: sent once something calls its `then`; `values()` answers rows as arrays. */
type PgQuery = PromiseLike<unknown> & { values(): PromiseLike<unknown[][]> };

type PgClient = { unsafe(text: string, params: unknown[], options: { prepare: boolean }): PgQuery };

/** What drizzle's postgres.js prepared query holds (its own fields, not in its typed API). */
export type DrizzlePrepared = {
  readonly queryString: string;
  readonly params: readonly unknown[];
  readonly prepare: boolean;
  readonly fields?: readonly { readonly path: readonly string[]; readonly field: unknown }[];
  readonly customResultMapper?: unknown;
};

export type DirectStatement = {
  /** Runs on `client` (a transaction's, or a pool); the query goes out when the result's `then` is called. */
  run(client: unknown, values: Readonly<Record<string, unknown>>): PromiseLike<unknown>;
};

const placeholderValue = (values: Readonly<Record<string, unknown>>, name: string): unknown => {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
};

/** How one parameter is bound from the plan's values, as drizzle's `fillPlaceholders` does. */
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
  const text = built.queryString;
  const options = { prepare: built.prepare };
  const binders = built.params.map(binder);
  const rowsOf = (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const raw = row[i];
        out[keys[i] as string] = raw === null ? null : (decoders[i] as Decoder).mapFromDriverValue(raw);
      }
      return out;
    });
  const mapped = built.fields !== undefined;
  return {
    run(client, values) {
      const params = binders.map((bind) => bind(values));
      const query = (client as PgClient).unsafe(text, params, options);
      if (!mapped) return query;
      let started: PromiseLike<unknown> | undefined;
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable, lazy like postgres.js's own queries
        then: (ok, fail) => {
          started ??= query.values().then(rowsOf);
          return started.then(ok, fail);
        },
      };
    },
  };
}
