/**
 * SS28 (ADR 0062): the live screens' reads (GET /kitchen, GET /orders) answered from a cache kept per store: an
 * answer is built and serialised once per store version (`db/tenant-version.ts`; every write that reaches
 * devices bumps it) and served to every request that finds the version unchanged, with an `ETag` of its bytes and
 * `304` for a matching `If-None-Match`. Nothing is built on the write path: the first read after a write builds.
 * An answer that changes with time alone (a diner order expiring, SALE7) says until when it holds.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { currentTenantVersion } from '../db/tenant-version.ts';
import { chooseEncoding, compress, type Encoding, encodedEtag } from './live-encodings.ts';

/**
 * An answer as built: its value (or its JSON already serialised, SS29), and the instant (epoch ms) from which it
 * may read differently without a write.
 */
export type Built =
  | { readonly value: unknown; readonly validUntil: number }
  | { readonly json: string; readonly validUntil: number };

const jsonOf = (built: Built): string => ('json' in built ? built.json : JSON.stringify(built.value));

type Entry = {
  readonly version: number;
  readonly validUntil: number;
  /** The answer's bytes, encoded once (a 2 MB string is not re-encoded for every request). */
  readonly body: Buffer;
  readonly etag: string;
  /** Its compressed forms (SS29), each made once, when first asked for. */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
};

/** Most bytes of answers a cache keeps per screen (the least recently read store's dropped first). */
const BYTES_KEPT = 64 * 1024 * 1024;

/** A strong validator of the answer's bytes: two versions that read the same share it (a 304 across them). */
const etagOf = (body: Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether `If-None-Match` names `etag` (a list, `*`, or a weak form of it). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export type LiveRead = {
  /**
   * Answers `request` with the store's answer: from the cache when the store's version is unchanged (and it has
   * not expired), else built by `build` once for every request waiting on it; 304 when the caller has it.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
    now: number,
    build: () => Promise<Built>,
  ): Promise<FastifyReply>;
};

/**
 * One screen's cache. The version is read before the rows, so an answer is never older than the version it is
 * kept under (at worst newer: the next read then builds again).
 */
export function liveRead(database: Database, options: { compress: boolean }): LiveRead {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Builds under way, by store and version: requests that arrive meanwhile wait for the same one. */
  const building = new Map<string, Promise<Entry>>();

  const drop = (tenantId: string) => {
    bytes -= entries.get(tenantId)?.body.length ?? 0;
    entries.delete(tenantId);
  };
  const keep = (tenantId: string, entry: Entry) => {
    drop(tenantId); // re-inserted: the map's order is the recency order
    while (entries.size > 0 && bytes + entry.body.length > BYTES_KEPT)
      drop(entries.keys().next().value as string);
    entries.set(tenantId, entry);
    bytes += entry.body.length;
  };

  const fresh = async (tenantId: string, now: number, build: () => Promise<Built>): Promise<Entry> => {
    const version = await currentTenantVersion(database.db, database.t, tenantId);
    const kept = entries.get(tenantId);
    if (kept && kept.version === version && now < kept.validUntil) return kept;
    const key = `${tenantId}@${version}`;
    let pending = building.get(key);
    if (!pending) {
      pending = build()
        .then((built) => {
          const { validUntil } = built;
          const body = Buffer.from(jsonOf(built));
          const entry: Entry = { version, validUntil, body, etag: etagOf(body), encoded: new Map() };
          const latest = entries.get(tenantId);
          if (!latest || latest.version <= version) keep(tenantId, entry);
          return entry;
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  };

  return {
    async serve(request, reply, tenantId, now, build) {
      const entry = await fresh(tenantId, now, build);
      const encoding = options.compress ? chooseEncoding(request.headers['accept-encoding']) : null;
      const etag = encodedEtag(entry.etag, encoding);
      reply.header('etag', etag);
      if (options.compress) reply.header('vary', 'Accept-Encoding');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(entry.body);
      let form = entry.encoded.get(encoding);
      if (!form) {
        form = compress(entry.body, encoding);
        entry.encoded.set(encoding, form);
        form.catch(() => entry.encoded.delete(encoding as Encoding)); // the next request tries again
      }
      return reply.header('content-encoding', encoding).send(await form);
    },
  };
}

/**
 * A live screen's handler: `build` once per store version through `cache` (SS28), or, with LIVE_READ_CACHE=off
 * (`cache` null), `build` for every request, answered as any route's value.
 */
export async function answerLive(
  cache: LiveRead | null,
  request: FastifyRequest,
  reply: FastifyReply,
  tenantId: string,
  now: number,
  build: () => Promise<Built>,
): Promise<unknown> {
  if (!cache) {
    const built = await build();
    if (!('json' in built)) return built.value;
    return reply.type('application/json; charset=utf-8').send(built.json);
  }
  return cache.serve(request, reply, tenantId, now, build);
}
