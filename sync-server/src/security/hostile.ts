/**
 * fast-check arbitraries for hostile input: malformed, oversized, wrongly typed and injection-shaped values,
 * bodies, query strings and path parameters, built around a route's valid call so that the hostile part
 * reaches the code behind validation as well as validation itself.
 */
import fc from 'fast-check';
import type { Call } from './route-call.ts';

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '\ud800',
  '\u202e',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '0x10',
  '   ',
  '',
  '%',
  '%E0%A4%A',
  'a'.repeat(300),
  '😀'.repeat(200),
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-30T25:61:00Z',
  '1,2,3',
  'a@b',
  '*',
  '%_\\',
];

export const injection = fc.constantFrom(...INJECTIONS);

const bigString = fc
  .integer({ min: 1_000, max: 120_000 })
  .chain((n) => fc.constantFrom('x', '9', '<', "'", '\u00e9').map((c) => c.repeat(n)));

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: injection },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: bigString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e308, -0),
    ),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, nested (arrays and objects of hostile scalars, deep nesting). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(injection, fc.string()), tie('value'), { maxKeys: 4 }) },
  ),
})).value;

const deep = fc.integer({ min: 50, max: 5_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);

const json = { 'content-type': 'application/json' };

/** Every byte of the UTF-8 form as %XX (encodeURIComponent throws on a lone surrogate). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

type Raw = { body: string | Buffer; headers: Record<string, string> };

/** Bodies that are not the JSON object a route expects. */
const rawBody: fc.Arbitrary<Raw> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ body, headers: json })),
  fc
    .constantFrom(
      '{"username":',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[',
      'null',
      '"text"',
      '12',
      '\ufeff{}',
    )
    .map((body) => ({ body, headers: json })),
  deep.map((body) => ({ body, headers: json })),
  fc.string({ maxLength: 100 }).map((body) => ({ body, headers: { 'content-type': 'text/plain' } })),
  fc
    .string({ maxLength: 100 })
    .map((body) => ({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    body: Buffer.from(bytes),
    headers: { 'content-type': 'multipart/form-data; boundary=----x' },
  })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    body: Buffer.from(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  })),
  fc.constant({ body: 'x'.repeat(1024 * 1024 + 10), headers: json }),
  fc.constant({ body: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } }),
);

/** The route's valid body with one field made hostile (or an extra hostile field added). */
function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as object) : {};
  const keys = Object.keys(base);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), injection) : injection;
  return fc
    .tuple(key, hostileValue)
    .map(([k, value]) => (k === '__proto__' ? base : { ...base, [k]: value }));
}

/** A hostile version of `call`: its body, query string or path parameters (one of them, or all). */
export function hostileCall(call: Call, url: string, opts: { keepIds: boolean }): fc.Arbitrary<Call> {
  const params = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  const [pathOnly = call.path, query = ''] = call.path.split('?');

  const path = fc.tuple(...params.map(() => fc.oneof(injection, hostileScalar.map(String)))).map((values) => {
    let i = 0;
    // Some values go in raw (invalid percent-encoding, slashes), most encoded.
    return url.replace(/:([A-Za-z0-9_]+)/g, () => {
      const v = String(values[i++] ?? '');
      return v.length < 20 && /^[%./A-Za-z0-9]*$/.test(v) ? v : percentEncode(v);
    });
  });
  const keptPath = opts.keepIds || params.length === 0 ? fc.constant(pathOnly) : path;
  const hostileQuery = fc
    .array(
      fc.tuple(
        fc.oneof(injection, fc.constantFrom('type', 'from', 'to', 'q', 'page', 'perPage')),
        hostileScalar,
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(String(v))}`).join('&'));
  const bodies: fc.Arbitrary<{ body?: unknown; headers?: Record<string, string> }> = fc.oneof(
    // A destructive call keeps none of its valid body: it must not succeed by chance.
    mutatedBody(opts.keepIds ? call.body : {}).map((body) => ({ body })),
    hostileValue.map((body) => ({ body: JSON.stringify(body) ?? 'null', headers: json })),
    rawBody,
  );

  const withBody = call.method !== 'GET';
  return fc
    .record({
      path: fc.oneof(keptPath, path),
      query: fc.oneof(fc.constant(query), hostileQuery),
      body: withBody ? bodies : fc.constant({}),
    })
    .map(({ path: p, query: q, body }) => ({
      method: call.method,
      path: q ? `${p}?${q}` : p,
      ...body,
    }));
}
