/** Building blocks for the spec's form schemas: every failure carries the spec's exact text. */
import * as v from 'valibot';

/**
 * A string that must be present and non-blank after trimming. A missing key reads as '' so that it fails
 * with the form's own message, not valibot's generic "Invalid key" (VAL1); a too-long one with `tooLong`
 * when the form has a length message (WHO9).
 */
export const requiredText = (message: string, max = 500, tooLong = message) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));

/** A string that may be absent, blank or null; blank becomes null. */
export const optionalText = (max = 500, message = 'Value is too long!') =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || s.length <= max, message),
  );

export const requiredEmail = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(254, invalidMessage),
    v.email(invalidMessage),
    v.toLowerCase(),
  );

/** The first issue's message, for `{ message }` answers and form errors. */
export function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Something went wrong!';
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** Validators return a result; they never throw strings. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ParseResult<v.InferOutput<S>> {
  const r = v.safeParse(schema, input);
  if (r.success) return { ok: true, value: r.output };
  const issue = r.issues[0];
  const field = issue?.path?.map((p) => String(p.key)).join('.');
  return field
    ? { ok: false, message: firstMessage(r.issues), field }
    : { ok: false, message: firstMessage(r.issues) };
}
