/**
 * An in-memory sync server for the PWA's sync tests: push and pull over a SyncState with shared's
 * `applyWrites`, versions per row, per-client mutation ids, devices and token leases, and scripted
 * failures. The real server is tested in sync-server and e2e.
 */
import {
  allocateBlock,
  applyWrites,
  firstMessage,
  grantChanged,
  loadFromState,
  type MutationResult,
  type MutatorContext,
  type PatchOp,
  type PullRequest,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  pullNeedsReset,
  type Row,
  rowDigest,
  type SyncedTable,
  type SyncState,
  type TokenBlock,
  type Write,
  writtenRows,
} from '@tavola/shared';
import { DAY0, T0 } from '@tavola/shared/test-support/index';
import * as v from 'valibot';
import type { MutatorLookup } from '../sync/local-env.ts';
import type { Answer, SyncTransport } from '../sync/transport.ts';
import { testMutators } from './test-mutators.ts';

/** `echo`: DRAIN4, the client that holds the row as this version wrote it (its own mutation, digests equal). */
type Stamp = { table: SyncedTable; id: string; version: number; deleted: boolean; echo?: string };
export type ScriptedFailure = { status: number; message?: string };
type Call = 'push' | 'pull' | 'registerDevice' | 'lease';

const key = (table: string, id: string) => `${table}/${id}`;

export class FakeSyncServer {
  state: SyncState = {};
  version = 0;
  /** RST1: the database's sync epoch; `restore` makes a new one. */
  epoch = 'epoch-1';
  /** READ3: the puller's read grant; a test changes it as an owner changes the user's scopes. */
  grant = 'grant-1';
  /** Tables the puller's grant does not read (READ2): left out of every pull. */
  readonly hiddenTables = new Set<SyncedTable>();
  readonly stamps = new Map<string, Stamp>();
  readonly clients = new Map<string, number>();
  readonly devices: { id: string; code: string; removed: boolean }[] = [];
  readonly leases = new Map<string, TokenBlock[]>();
  readonly calls: { call: Call; body: unknown }[] = [];
  /** Answers to give instead of the real one, per call, in order. */
  readonly failures: Record<Call, ScriptedFailure[]> = { push: [], pull: [], registerDevice: [], lease: [] };
  /** Refuse this app's versions. */
  versionNotSupported = false;
  pageSize = 1000;
  businessDay = DAY0;
  now = T0;
  /** KDS20: answer pulls with `now` as the server's clock, as the real server does (off: the till keeps its own). */
  tellsTime = false;
  /** DRAIN4: answer echoes and leave the echoed rows out of the pulls that ask, as the real server does. */
  echoes = false;
  private nextToken = 1;

  constructor(readonly mutators: MutatorLookup = testMutators) {}

  /** Writes made on the server (another till, the back office): bump the version like a commit. */
  write(writes: readonly Write[]): number {
    this.version += 1;
    this.state = applyWrites(this.state, writes);
    for (const w of writes) {
      const id = w.op === 'put' ? w.row.id : w.id;
      this.stamps.set(key(w.table, id), {
        table: w.table,
        id,
        version: this.version,
        deleted: w.op === 'del',
      });
    }
    return this.version;
  }

  put<T extends SyncedTable>(table: T, ...rows: Row[]): number {
    return this.write(rows.map((row) => ({ table, op: 'put', row })));
  }

  row(table: SyncedTable, id: string): Row | undefined {
    return this.state[table]?.[id];
  }

  /** A restored backup: the server forgets everything after `version` (rows, stamps and mutation ids). */
  restore(snapshot: ReturnType<FakeSyncServer['snapshot']>): void {
    this.state = snapshot.state;
    this.version = snapshot.version;
    this.stamps.clear();
    for (const [k, s] of snapshot.stamps) this.stamps.set(k, s);
    this.clients.clear();
    for (const [c, n] of snapshot.clients) this.clients.set(c, n);
    this.epoch = `${this.epoch}+`;
  }

  snapshot() {
    return {
      state: this.state,
      version: this.version,
      clients: new Map(this.clients),
      stamps: new Map(this.stamps),
    };
  }

  private ctx(deviceId: string): MutatorContext {
    const device = this.devices.find((d) => d.id === deviceId);
    return {
      tenantId: 't-1',
      actor: { role: 'admin', scope: '', userId: 'u-1' },
      deviceId,
      deviceCode: device?.code ?? '',
      now: this.now,
      businessDay: this.businessDay,
      leases: this.leases.get(deviceId) ?? [],
    };
  }

  private refusal() {
    return {
      ok: false as const,
      error: 'VersionNotSupported' as const,
      message: 'Please update the app!',
      supported: { protocol: [2], schema: [2] },
    };
  }

  push(req: PushRequest): PushResponse {
    if (this.versionNotSupported) return this.refusal();
    let last = this.clients.get(req.clientId) ?? 0;
    const first = req.mutations[0];
    if (first && first.id > last + 1) {
      return { ok: false, error: 'OutOfOrder', message: 'Out of order', lastMutationId: last };
    }
    const results: MutationResult[] = [];
    for (const m of req.mutations) {
      if (m.id <= last) {
        results.push({ id: m.id, status: 'duplicate' });
        continue;
      }
      last = m.id;
      this.clients.set(req.clientId, last);
      const mutator = this.mutators(m.name);
      const parsed = mutator ? v.safeParse(mutator.args, m.args) : null;
      if (!mutator || !parsed?.success) {
        const message = parsed?.issues ? firstMessage(parsed.issues) : 'Unknown mutator';
        results.push({ id: m.id, status: 'rejected', code: 'VALIDATION', message });
        continue;
      }
      const decision = mutator.decide(
        loadFromState(this.state, mutator.reads(parsed.output)),
        parsed.output,
        this.ctx(req.deviceId),
      );
      if (!decision.ok) {
        results.push({ id: m.id, status: 'rejected', code: decision.code, message: decision.message });
        continue;
      }
      this.write(decision.writes);
      const echo = this.echoes && m.echo ? { echo: this.echoed(req.clientId, m.echo, decision.writes) } : {};
      results.push({ id: m.id, status: 'applied', ...echo });
    }
    this.clients.set(req.clientId, last);
    return { ok: true, lastMutationId: last, results };
  }

  /** DRAIN4: compares the rows as written with the client's digests; marks the equal ones as its. */
  private echoed(clientId: string, echo: string, writes: readonly Write[]): string {
    const theirs = echo.split(',');
    return writtenRows(writes)
      .map((w, i) => {
        const row = this.state[w.table]?.[w.id] ?? null;
        const equal = row !== null && theirs[i] === rowDigest(w.table, w.id, row);
        const stamp = this.stamps.get(key(w.table, w.id));
        if (equal && stamp) stamp.echo = clientId;
        return equal ? '1' : '0';
      })
      .join('');
  }

  pull(req: PullRequest): PullResponse {
    if (this.versionNotSupported) return this.refusal();
    const lastMutationId = this.clients.get(req.clientId) ?? 0;
    const { epoch, grant } = this;
    const regranted = req.cookie !== null && grantChanged(req.grant, grant);
    if (pullNeedsReset({ cookie: req.cookie, epoch: req.epoch ?? null }, this) || regranted) {
      return {
        ok: true,
        cookie: this.version,
        epoch,
        grant,
        lastMutationId,
        patch: [],
        more: false,
        reset: true,
      };
    }
    const since = req.cookie ?? 0;
    const changed = [...this.stamps.values()]
      .filter(
        (s) =>
          s.version > since &&
          !(req.cookie === null && s.deleted) &&
          !this.hiddenTables.has(s.table) &&
          !(this.echoes && req.echo === true && req.cookie !== null && s.echo === req.clientId),
      )
      .sort((a, b) => a.version - b.version);
    // pages end on a version boundary (a version is never split)
    let end = Math.min(changed.length, this.pageSize);
    while (end < changed.length && end > 0 && changed[end]?.version === changed[end - 1]?.version) end++;
    const page = changed.slice(0, end);
    const more = end < changed.length;
    const patch: PatchOp[] = page.map((s) => {
      const row = this.state[s.table]?.[s.id];
      return s.deleted || !row
        ? { table: s.table, id: s.id, op: 'del' }
        : { table: s.table, id: s.id, op: 'put', row: { ...row } };
    });
    const cookie = more ? (page[page.length - 1]?.version ?? since) : this.version;
    const told = this.tellsTime ? { serverTime: this.now } : {};
    return { ok: true, cookie, epoch, grant, lastMutationId, patch, more, ...told };
  }

  /** A known, not removed device id is returned as it is; otherwise the next free letter. */
  registerDevice(_name: string, deviceId: string | null) {
    const known = this.devices.find((d) => d.id === deviceId && !d.removed);
    if (known) return { deviceId: known.id, deviceCode: known.code };
    const code = String.fromCharCode(65 + this.devices.filter((d) => !d.removed).length);
    const device = { id: `device-${this.devices.length + 1}`, code, removed: false };
    this.devices.push(device);
    return { deviceId: device.id, deviceCode: code };
  }

  /** The devices screen removes a device: its calls are refused with 403 from now on. */
  removeDevice(deviceId: string): void {
    for (const d of this.devices) if (d.id === deviceId) d.removed = true;
  }

  private knows(deviceId: string): boolean {
    return this.devices.some((d) => d.id === deviceId && !d.removed);
  }

  /** TOK8: with `next` the next number of the day alone; TOK1: else a reserve block on each call. */
  lease(deviceId: string, next = false) {
    const blocks = (this.leases.get(deviceId) ?? []).filter((b) => b.businessDay === this.businessDay);
    const { block, nextValue } = allocateBlock(this.businessDay, this.nextToken, next ? 1 : undefined);
    this.nextToken = nextValue;
    blocks.push(block);
    this.leases.set(deviceId, blocks);
    return { businessDay: this.businessDay, leases: next ? [block] : blocks };
  }

  private answer<T>(call: Call, body: unknown, run: () => T, deviceId?: string): Promise<Answer<T>> {
    this.calls.push({ call, body });
    const failure =
      this.failures[call].shift() ??
      (deviceId !== undefined && !this.knows(deviceId)
        ? { status: 403, message: 'Unknown device' }
        : undefined);
    if (failure)
      return Promise.resolve({ ok: false, status: failure.status, message: failure.message ?? 'failed' });
    // structured clone: the client must not share objects with the server
    return Promise.resolve({ ok: true, data: structuredClone(run()) });
  }

  transport(): SyncTransport {
    return {
      push: (req) => this.answer('push', req, () => this.push(structuredClone(req)), req.deviceId),
      pull: (req) => this.answer('pull', req, () => this.pull(req), req.deviceId),
      registerDevice: (name, deviceId) =>
        this.answer('registerDevice', name, () => this.registerDevice(name, deviceId)),
      lease: (deviceId, next) =>
        this.answer('lease', deviceId, () => this.lease(deviceId, next ?? false), deviceId),
    };
  }

  callsOf(call: Call): unknown[] {
    return this.calls.filter((c) => c.call === call).map((c) => c.body);
  }
}
