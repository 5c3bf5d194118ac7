// A small model of the PWA's sync client for the fault tests (docs/architecture.md §6.2-6.4): an outbox, the server
// rows as of its cookie, the local rows (server rows + outbox rebased on top), daily tokens from leased
// blocks, and a transport that the network model can drop, duplicate or delay. It talks to the real server
// through app.inject().
import {
  addBlock,
  applyWrites,
  loadFromState,
  MAX_PUSH_MUTATIONS,
  type Mutation,
  type MutatorContext,
  type MutatorDecision,
  mutationsToResend,
  nextToken,
  type PatchOp,
  PROTOCOL_VERSION,
  parseWith,
  type Row,
  SCHEMA_VERSION,
  type SyncedTable,
  type SyncState,
  startTokenDay,
  type TokenBlock,
  type TokenState,
  writesEcho,
} from '@tavola/shared';
import { uuidv7 } from '../../ids.ts';
import type { HttpClient } from '../../test-support/http-client.ts';
import type { MutatorLookup } from '../store/types.ts';
import { withTestMutators } from './test-mutators.ts';

export type Reply = { status: number; body: Record<string, unknown> };
type Send = (path: string, body: unknown) => Promise<Reply>;
/** Carries a request: returns the reply, or null when the request or its reply was lost. */
export type Transport = (path: string, body: unknown, send: Send) => Promise<Reply | null>;

export const direct: Transport = (path, body, send) => send(path, body);

export type PushReport =
  | 'offline'
  | 'lost'
  | 'unavailable'
  | 'empty'
  | { ok: true; lastMutationId: number }
  | { ok: false; status: number; error?: string };

type PatchPage = {
  ok: true;
  cookie: number;
  epoch: string;
  lastMutationId: number;
  patch: PatchOp[];
  more: boolean;
  reset?: true;
};

export class SimClient {
  clientId = uuidv7();
  deviceId = '';
  deviceCode = '';
  protocolVersion = PROTOCOL_VERSION;
  schemaVersion = SCHEMA_VERSION;
  online = true;
  transport: Transport;

  cookie: number | null = null;
  /** RST1: the sync epoch the cookie came from. */
  epoch: string | null = null;
  base: SyncState = {};
  local: SyncState = {};
  outbox: Mutation[] = [];
  /** RST2: mutations the server acknowledged, kept to send again after a restore (as the PWA does). */
  held: (Mutation & { clientId: string; ackedAt: number })[] = [];
  nextId = 1;
  /** Highest lastMutationId the server acknowledged (push or pull). */
  acked = 0;
  businessDay: string | null = null;
  tokens: TokenState | null = null;
  /** Tokens printed, by order id: a printed token is never renumbered (TOK3). */
  readonly printed = new Map<string, string>();
  /** Rejections the server reported, shown on the till. */
  readonly rejections: { id: number; name: string; code: string; message: string }[] = [];
  /** Protocol invariants broken as seen from this client (cookies or acks going backwards, another tenant's row). */
  readonly violations: string[] = [];
  /** Every row id received in a patch, by table (the tenant check). */
  readonly received = new Map<SyncedTable, Set<string>>();
  readonly sent: Mutation[] = [];
  /** DRAIN4: the outbox carries each mutation's echo (the PWA's fast sync); this client's pulls still take all. */
  echo = false;

  constructor(
    private readonly opts: {
      http: HttpClient;
      tenantId: string;
      userId: string;
      deviceClock: () => number;
      transport?: Transport;
      mutators?: MutatorLookup;
    },
  ) {
    this.transport = opts.transport ?? direct;
  }

  get tenantId() {
    return this.opts.tenantId;
  }

  private send: Send = async (path, body) => {
    let res = await this.opts.http.post(`/api/v1${path}`, body);
    if (res.statusCode === 401) {
      // The PWA's rule: refresh once, retry once.
      await this.opts.http.post('/api/v1/auth/refresh-token');
      res = await this.opts.http.post(`/api/v1${path}`, body);
    }
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  async register(name: string): Promise<void> {
    const r = await this.send('/sync/register-device', { name, deviceId: this.deviceId || null });
    if (r.status !== 200) throw new Error(`register-device: ${r.status} ${JSON.stringify(r.body)}`);
    this.deviceId = r.body.deviceId as string;
    this.deviceCode = r.body.deviceCode as string;
  }

  /** Leases today's blocks; a new business day starts a new token day. */
  async lease(): Promise<boolean> {
    if (!this.online) return false;
    const r = await this.transport('/sync/lease', { deviceId: this.deviceId }, this.send);
    if (r?.status !== 200) return false;
    const day = r.body.businessDay as string;
    const blocks = r.body.leases as TokenBlock[];
    if (!this.tokens || this.tokens.businessDay !== day) {
      this.tokens = startTokenDay(this.deviceCode, day, blocks);
    } else {
      for (const b of blocks) this.tokens = addBlock(this.tokens, b);
    }
    this.businessDay = day;
    return true;
  }

  /** Starts a new business day on the device's own clock, with no blocks: tokens go offline ('B-1'). */
  startDayOffline(day: string): void {
    this.businessDay = day;
    this.tokens = startTokenDay(this.deviceCode, day, []);
  }

  ctx(): MutatorContext {
    return {
      tenantId: this.opts.tenantId,
      actor: { role: 'admin', scope: '', userId: this.opts.userId },
      deviceId: this.deviceId,
      deviceCode: this.deviceCode,
      now: this.opts.deviceClock(),
      businessDay: this.businessDay ?? '1970-01-01',
      leases: this.tokens?.blocks ?? [],
    };
  }

  private run(
    state: SyncState,
    name: string,
    args: unknown,
  ): { decision: MutatorDecision; state: SyncState } {
    const mutator = (this.opts.mutators ?? withTestMutators)(name);
    if (!mutator) return { decision: { ok: false, code: 'UNKNOWN_MUTATOR', message: name }, state };
    const parsed = parseWith(mutator.args, args);
    if (!parsed.ok) return { decision: { ok: false, code: 'VALIDATION', message: parsed.message }, state };
    const decision = mutator.decide(
      loadFromState(state, mutator.reads(parsed.value)),
      parsed.value,
      this.ctx(),
    );
    return { decision, state: decision.ok ? applyWrites(state, decision.writes) : state };
  }

  /** The user acts: applied optimistically and queued together, or refused on the spot. */
  mutate(name: string, args: unknown): MutatorDecision {
    const { decision, state } = this.run(this.local, name, args);
    if (!decision.ok) return decision;
    this.local = state;
    const echo = this.echo ? { echo: writesEcho(decision.writes) } : {};
    this.outbox.push({ id: this.nextId++, name, args, clientTime: this.opts.deviceClock(), ...echo });
    return decision;
  }

  /** Rings up one line of a menu item; prints the next token (leased number, else `${deviceCode}-n`). */
  ringUp(itemId: string, unitPrice: number, quantity = 1): { orderId: string; tokenNo: string } | null {
    if (!this.tokens || !this.businessDay) throw new Error('ring up before a lease or a day');
    const next = nextToken(this.tokens);
    const orderId = uuidv7(this.opts.deviceClock());
    const decision = this.mutate('order.create.v1', {
      id: orderId,
      tokenNo: next.tokenNo,
      businessDay: this.businessDay,
      soldAt: this.opts.deviceClock(), // TILL1: as the PWA's till sends it
      cart: [{ itemId, variantId: null, addonIds: [], quantity, notes: '', unitPrice }],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
      itemIds: [uuidv7(this.opts.deviceClock())],
      payNow: null,
    });
    if (!decision.ok) return null;
    this.tokens = next.state;
    this.printed.set(orderId, next.tokenNo);
    return { orderId, tokenNo: next.tokenNo };
  }

  private versions() {
    return {
      protocolVersion: this.protocolVersion,
      schemaVersion: this.schemaVersion,
      clientId: this.clientId,
      deviceId: this.deviceId,
    };
  }

  private noteAck(lastMutationId: number, where: string) {
    if (lastMutationId < this.acked)
      this.violations.push(`${where}: lastMutationId ${lastMutationId} < ${this.acked}`);
    this.acked = Math.max(this.acked, lastMutationId);
  }

  /** Sends the outbox entries the server has not acknowledged yet (one batch). */
  async push(): Promise<PushReport> {
    if (!this.online) return 'offline';
    const batch = this.outbox.filter((x) => x.id > this.acked).slice(0, MAX_PUSH_MUTATIONS);
    if (batch.length === 0) return 'empty';
    this.sent.push(...batch);
    const r = await this.transport('/sync/push', { ...this.versions(), mutations: batch }, this.send);
    if (!r) return 'lost';
    if (r.status === 503) return 'unavailable';
    if (r.status !== 200) return { ok: false, status: r.status };
    const body = r.body;
    if (body.ok === true) {
      for (const res of body.results as { id: number; status: string; code?: string; message?: string }[]) {
        if (res.status === 'rejected') {
          const name = batch.find((x) => x.id === res.id)?.name ?? '?';
          this.rejections.push({ id: res.id, name, code: res.code ?? '', message: res.message ?? '' });
        }
      }
      this.noteAck(body.lastMutationId as number, 'push');
      return { ok: true, lastMutationId: body.lastMutationId as number };
    }
    if (body.error === 'OutOfOrder') this.outOfOrder(body.lastMutationId as number);
    return { ok: false, status: 200, error: body.error as string };
  }

  /**
   * The server knows mutations up to `last`. If the outbox continues at last + 1, resend from there. If ids
   * between were acknowledged before but the server no longer has them (restored from a backup), none of
   * the unsent entries can have been applied: they continue as a new client, renumbered from 1, as the PWA
   * does (pwa/src/sync/push.ts), so nothing unsent is lost and no id is reused.
   */
  private outOfOrder(last: number) {
    this.requeueLost(last);
    const unsent = this.outbox.filter((x) => x.id > last);
    const first = unsent[0];
    if (first && first.id > last + 1) {
      this.clientId = uuidv7();
      this.outbox = unsent.map((x, i) => ({ ...x, id: i + 1 }));
      this.nextId = unsent.length + 1;
      this.acked = 0;
      return;
    }
    this.acked = last;
  }

  /** RST2: the acknowledged mutations held above the server's count go back ahead of the pending ones. */
  private requeueLost(serverLast: number) {
    const lost = mutationsToResend(this.held, this.clientId, serverLast);
    this.held = this.held.filter((x) => !lost.includes(x));
    this.outbox = [...lost.map(({ clientId: _c, ackedAt: _a, ...m }) => m), ...this.outbox];
  }

  /** Pulls every page, then drops acknowledged entries and rebases the rest (one Dexie transaction in the PWA). */
  async pull(): Promise<'offline' | 'lost' | 'unavailable' | 'done' | number> {
    if (!this.online) return 'offline';
    let base = this.base;
    let cookie = this.cookie;
    let last: PatchPage | null = null;
    for (let pages = 0; ; pages++) {
      if (pages > 10_000) throw new Error('pull does not end');
      const epoch = this.epoch;
      const r = await this.transport('/sync/pull', { ...this.versions(), cookie, epoch }, this.send);
      if (!r) return 'lost';
      if (r.status === 503) return 'unavailable';
      if (r.status !== 200 || r.body.ok !== true) return r.status;
      const page = r.body as unknown as PatchPage;
      if (page.reset) {
        base = {};
      } else if (cookie !== null && page.cookie < cookie) {
        this.violations.push(`pull: cookie ${page.cookie} < ${cookie}`);
      }
      base = applyPatch(base, page.patch);
      for (const op of page.patch) {
        const ids = this.received.get(op.table) ?? new Set<string>();
        ids.add(op.id);
        this.received.set(op.table, ids);
      }
      cookie = page.cookie;
      last = page;
      // The PWA stores each page and its cookie together, so a lost later page resumes from here.
      this.base = base;
      this.cookie = cookie;
      this.epoch = page.epoch;
      if (!page.more) break;
    }
    const acknowledged = this.outbox.filter((x) => x.id <= last.lastMutationId);
    this.held.push(...acknowledged.map((x) => ({ ...x, clientId: this.clientId, ackedAt: 0 })));
    if (last.reset) {
      this.acked = Math.min(this.acked, last.lastMutationId);
      this.requeueLost(last.lastMutationId);
    }
    this.noteAck(last.lastMutationId, 'pull');
    this.outbox = this.outbox.filter((x) => x.id > last.lastMutationId);
    this.rebase();
    return 'done';
  }

  rebase(): void {
    let state = this.base;
    for (const x of this.outbox) state = this.run(state, x.name, x.args).state;
    this.local = state;
  }

  /** Push and pull until the outbox is empty (the network must deliver). */
  async settle(maxRounds = 50): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      await this.push();
      await this.pull();
      if (this.outbox.length === 0) return;
    }
    throw new Error(`client ${this.deviceCode} did not settle: ${this.outbox.length} queued`);
  }
}

export function applyPatch(state: SyncState, patch: readonly PatchOp[]): SyncState {
  return applyWrites(
    state,
    patch.map((op) =>
      op.op === 'put'
        ? { table: op.table, op: 'put' as const, row: op.row as Row }
        : { table: op.table, op: 'del' as const, id: op.id },
    ),
  );
}
