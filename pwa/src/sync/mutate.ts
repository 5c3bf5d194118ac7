/**
 * Local mutations (docs/architecture.md §6.2): validate, decide on the device's rows, apply the writes and append
 * the outbox entry in ONE Dexie transaction, so a crash leaves both or neither. Only after `mutate`
 * resolves with ok may the UI say "sent" or print.
 */
import { type Mutator, type MutatorContext, type TokenBlock, writesEcho } from '@tavola/shared';
import { getMeta, setMeta } from '../db/meta.ts';
import { buildContext } from './context.ts';
import { keepBlocks } from './device.ts';
import { type LocalEnv, SYNC_STORES } from './local-env.ts';
import { onlineNumber } from './online-number.ts';
import { pinInvoiceNo } from './pin-invoice-no.ts';
import { type Accepted, type Rejection, runMutator } from './run-mutator.ts';
import { serverClockOf } from './server-clock.ts';
import { activeSync } from './sync-session.ts';
import { createTokenTaker, DeviceNotRegistered, type TokenTaker } from './tokens.ts';

/** Given to an args builder: the context the mutation runs with, and the next daily token (TOK2). */
export type MutateTools = {
  readonly ctx: MutatorContext;
  /** Spent only if the mutation is stored. */
  takeToken(): string;
};

export type MutateResult =
  | {
      readonly ok: true;
      readonly mutationId: number;
      /** The args as stored (after the builder ran), e.g. with the token taken. */
      readonly args: unknown;
      readonly decision: Accepted;
    }
  | Rejection;

/** Device-side refusals that never reach the server; mutators' own rejections carry their codes. */
export const MUTATE_REJECTIONS = {
  UNKNOWN_MUTATOR: 'This action is not supported by this version of the app, please reload!',
  NOT_SIGNED_IN: 'Please sign in again!',
  DEVICE_NOT_REGISTERED: 'This device is still being set up. Connect to the internet once, then try again.',
} as const;

const refuse = (code: keyof typeof MUTATE_REJECTIONS): Rejection => ({
  ok: false,
  code,
  message: MUTATE_REJECTIONS[code],
});

type ArgsBuilder = (tools: MutateTools) => unknown;

/** Tokens this device already printed today, as the synced orders show them (TOK3: never reused). */
async function printedToday(env: LocalEnv, ctx: MutatorContext): Promise<string[]> {
  if (!ctx.deviceId) return [];
  // PERF6: the server's orders change only with a pull (a new cookie); the till's own tokens are in its token
  // state already. Read the day's orders once per pull and day, not on every sale (a day offline holds thousands)
  const cookie = (await getMeta(env.db, 'cookie')) ?? null;
  const key = `${env.db.name}\u0000${cookie}\u0000${ctx.businessDay}\u0000${ctx.deviceId}`;
  const cached = cookie === null ? undefined : printedCache.get(key); // a first sync stores orders before its cookie
  if (cached) return cached;
  const orders = await env.db.orders.where('businessDay').equals(ctx.businessDay).toArray();
  const printed = orders.filter((o) => o.deviceId === ctx.deviceId).map((o) => o.tokenNo);
  printedCache.clear(); // one entry: the current database, pull and day
  printedCache.set(key, printed);
  return printed;
}
const printedCache = new Map<string, string[]>();

/**
 * Runs a mutation against `env` at `now`. `args` may be a builder that takes a token inside the transaction;
 * `online` is the number the server handed out for it (TOK8), kept with the device's blocks if it is stored.
 */
export async function mutateIn(
  env: LocalEnv,
  name: string,
  args: unknown,
  now: number = Date.now(),
  online: TokenBlock | null = null,
): Promise<MutateResult> {
  const mutator = env.mutators(name);
  if (!mutator) return refuse('UNKNOWN_MUTATOR');
  const { db } = env;
  try {
    return await db.transaction('rw', SYNC_STORES, async (): Promise<MutateResult> => {
      const built = await buildContext(db, env.who, now);
      // TOK4: the number taken online is leased to this device, so the till's mutator accepts it as the server's will
      const ctx = online ? { ...built, leases: [...built.leases, online] } : built;
      let stored = args;
      let tokens: TokenTaker | null = null;
      if (typeof args === 'function') {
        const saved = await getMeta(db, 'tokenState');
        tokens = createTokenTaker(saved, ctx, await printedToday(env, ctx), online);
        stored = (args as ArgsBuilder)({ ctx, takeToken: tokens.take });
      }
      const outcome = await runMutator(env, mutator, stored, ctx);
      if (!outcome.ok) return outcome;
      stored = pinInvoiceNo(stored, outcome.decision); // INVS3: a rebase keeps the printed invoice number
      const id = (await getMeta(db, 'nextMutationId')) ?? 1;
      // DRAIN4: the digests of the rows it wrote go with it, so the server can tell which it holds alike
      const echo = writesEcho(outcome.decision.writes);
      await db.outbox.add({
        id,
        name,
        args: stored,
        clientTime: now,
        status: 'pending',
        undo: outcome.undo,
        echo,
      });
      await setMeta(db, 'nextMutationId', id + 1);
      if (tokens?.changed) await setMeta(db, 'tokenState', tokens.changed);
      // a rebase re-runs the sale with the device's blocks, so they keep the number it printed
      if (online && tokens?.changed?.issued.includes(String(online.start)))
        await keepBlocks(env, [online], online.businessDay);
      return { ok: true, mutationId: id, args: stored, decision: outcome.decision };
    });
  } catch (e) {
    if (e instanceof DeviceNotRegistered) return refuse('DEVICE_NOT_REGISTERED');
    throw e;
  }
}

/**
 * The screens' entry point: runs a mutation for the signed-in user on this device and asks the sync client
 * to send it. A rejection (invalid args, a rule of the mutator) is returned at once and nothing is stored.
 * Pass the mutator itself for typed args: `mutate(createOrder, ({ takeToken, ctx }) => ({ ... }))`.
 */
export function mutate<A>(mutator: Mutator<A>, args: A | ((tools: MutateTools) => A)): Promise<MutateResult>;
export function mutate(name: string, args: unknown): Promise<MutateResult>;
export async function mutate(which: string | Mutator, args: unknown): Promise<MutateResult> {
  const sync = activeSync();
  if (!sync) return refuse('NOT_SIGNED_IN');
  // TOK8: a builder takes the sale's token, so the next number of the day is asked for first
  const online = typeof args === 'function' ? await onlineNumber(sync.env) : null;
  // by name: the registry decides which definition runs (the same one the server runs); KDS20: at the server's time
  const result = await mutateIn(
    sync.env,
    typeof which === 'string' ? which : which.name,
    args,
    serverClockOf(sync.env.db).now(),
    online,
  );
  if (result.ok) sync.client.requestPush();
  return result;
}
