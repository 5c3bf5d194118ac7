/** Helpers for schema tests: the first message a payload fails with, or the parsed value. */
import type * as v from 'valibot';
import { parseWith } from '../validation/common.ts';

/** The message of the first issue, or null when the payload is valid. */
export function firstMessageOf(schema: v.GenericSchema, input: unknown): string | null {
  const r = parseWith(schema, input);
  return r.ok ? null : r.message;
}

/** The parsed value; throws with the message when the payload is invalid. */
export function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = parseWith(schema, input);
  if (!r.ok) throw new Error(`expected a valid payload, got '${r.message}' (${r.field ?? '-'})`);
  return r.value;
}
