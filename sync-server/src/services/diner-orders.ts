/**
 * Diner orders (docs/api-diner.md §2 and §4, ADR 0012): placed through order.diner-create.v1 into the
 * store's normal order flow, idempotent by the phone's clientOrderId, read back only with the order token
 * (diner-order-reads.ts).
 */
import {
  type CreatedOrder,
  createDinerOrder,
  DINER_MESSAGES,
  type DinerOrderArgs,
  type DinerOrderSummary,
  dinerSummaryOf,
  ERROR_CODES,
  type FeeConfig,
  type Mutator,
  type OrderItemRow,
  type ProviderCheckout,
  type SyncEvent,
} from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest, HttpError } from '../plugins/errors.ts';
import { applyServerMutation } from '../sync/apply-server-mutation.ts';
import { databaseFault } from '../sync/errors.ts';
import type { SyncStore } from '../sync/store/types.ts';
import { type DinerOrderRow, issueOrderToken, orderTokenHash } from './diner-access.ts';
import { type DinerReadDeps, itemsOf, type OrderRow, orderOf, visibleToken } from './diner-order-reads.ts';
import { saveDinerDetails } from './diner-profiles.ts';
import type { DinerStore } from './diner-store.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { takeServerToken } from './server-token.ts';

export type Publish = (tenantId: string, announce: { version: number; events: SyncEvent[] }) => void;

export type DinerDeps = DinerReadDeps & {
  readonly fees: FeeConfig;
  /** Key of the order tokens (diner-access.ts). */
  readonly key: Buffer;
  /** The live provider of online payments (ADR 0042); null: none, diners pay at the counter. */
  readonly provider: PaymentProvider | null;
  /** Razorpay's public key id for Checkout, when Razorpay is the provider. */
  readonly razorpayKeyId: string | null;
  readonly publish: Publish;
  /**
   * SS30: the sync engine whose group commit the diner's order joins (REST_GROUP_COMMIT); null: each order its own
   * transaction (apply-server-mutation.ts).
   */
  readonly engine: Pick<SyncStore, 'apply' | 'notifiesOnCommit'> | null;
};

/** Who acts for the diner in mutations: nobody's session, no staff scope. */
export const DINER_ACTOR = { role: 'diner', scope: null, userId: 'diner' } as const;

export function paymentAnswer(
  deps: DinerDeps,
  qrcode: string,
  row: DinerOrderRow,
  order: OrderRow,
): ProviderCheckout | null {
  if (row.paymentMethod !== 'online' || order.paymentStatus !== 'pending') return null;
  if (!row.provider || !row.providerRef || row.paymentState !== 'pending') return null;
  // A checkout of a provider that is no longer live (demo mode switched off) cannot be paid.
  if (row.provider !== deps.provider?.name) return null;
  if (row.provider === 'razorpay')
    return {
      provider: 'razorpay',
      providerRef: row.providerRef,
      razorpay: {
        keyId: deps.razorpayKeyId ?? '',
        orderId: row.providerRef,
        amount: row.amount ?? order.total,
        currency: row.currency ?? '',
      },
    };
  return {
    provider: 'demo',
    providerRef: row.providerRef,
    redirectUrl: `/m/${encodeURIComponent(qrcode)}/checkout/demo/${encodeURIComponent(row.providerRef)}`,
  };
}

/**
 * Runs order.diner-create.v1 for a claimed diner order; a rejection is the mutator's 400. SS30: in the engine's
 * next group commit beside the staff's REST writes and the tills' pushes, answered with the order's row as the
 * group left it (`order`); with REST_GROUP_COMMIT=off, in a transaction of its own (`order` undefined).
 */
async function writeOrder(
  deps: DinerDeps,
  row: DinerOrderRow,
  args: DinerOrderArgs,
  deliveryType: string,
): Promise<{ ok: true; order?: OrderRow | null | undefined } | { ok: false; code: string; message: string }> {
  const input = {
    tenantId: row.tenantId,
    actor: DINER_ACTOR,
    sessionId: 'diner',
    args: {
      id: row.orderId,
      tokenNo: row.tokenNo,
      businessDay: row.businessDay,
      dinerId: row.dinerId,
      tableId: args.tableId,
      deliveryType,
      paymentMethod: row.paymentMethod,
      cart: args.items,
      itemIds: args.items.map(() => uuidv7(deps.now())),
      fees: deps.fees,
      // WHO7: who ordered goes on the order itself, so the staff see it on every till
      contact: args.deliveryInfo ?? (args.phone ? { phone: args.phone } : null),
    },
    now: deps.now(),
    leases: [{ businessDay: row.businessDay, start: Number(row.tokenNo), end: Number(row.tokenNo) }],
  };
  const { engine } = deps;
  if (!engine)
    return applyServerMutation(
      deps.database,
      { ...input, mutator: createDinerOrder as Mutator<unknown> },
      deps.publish,
    );
  const outcome = await engine.apply({
    ...input,
    mutator: createDinerOrder.name,
    answer: { table: 'orders', id: row.orderId },
  });
  if (!outcome.ok) return outcome;
  // SQLite's engine does not announce a commit itself (PostgreSQL's NOTIFY does)
  if (!engine.notifiesOnCommit)
    deps.publish(row.tenantId, { version: outcome.version, events: [...outcome.events] });
  return { ok: true, order: outcome.row as OrderRow | null | undefined };
}

/** The breakdown charged, from the order's lines as written (kept on the diner order for the panel). */
async function chargedSummary(deps: DinerDeps, row: DinerOrderRow, order: OrderRow) {
  if (row.summary) return row.summary as unknown as DinerOrderSummary;
  const { database } = deps;
  const items = (await itemsOf(database, row.tenantId, [row.orderId])) as unknown as OrderItemRow[];
  const taxes = await scoped(database, row.tenantId).select(database.t.taxes);
  const summary = dinerSummaryOf(items, taxes, row.paymentMethod === 'online' ? 'online' : 'cash', deps.fees);
  // Taxes edited between the order's commit and this read would give another breakdown: keep the order's.
  if (summary.total !== order.total) return null;
  const d = database.t.dinerOrders;
  await database.transaction((tx) =>
    tx.update(d).set({ summary, updatedAt: deps.now() }).where(eq(d.orderId, row.orderId)),
  );
  return summary;
}

/** ADR 0042: online payment needs a live provider. */
export const onlineNotOffered = () =>
  new HttpError(409, DINER_MESSAGES.onlineNotOffered, ERROR_CODES.paymentUnavailable);

/** A new provider checkout for a pending online order (outside any transaction: it calls the network). */
export async function startCheckout(deps: DinerDeps, store: DinerStore, row: DinerOrderRow, order: OrderRow) {
  const { provider } = deps;
  if (!provider) throw onlineNotOffered();
  const session = await provider.createCheckout({
    amount: order.total,
    currency: store.settings.currency,
    description: `${store.settings.storeName} order ${order.id}`,
    notes: { orderId: order.id, tenantId: order.tenantId ?? row.tenantId },
  });
  const d = deps.database.t.dinerOrders;
  const [updated] = await deps.database.transaction((tx) =>
    tx
      .update(d)
      .set({
        provider: provider.name,
        providerRef: session.providerRef,
        amount: order.total,
        currency: store.settings.currency,
        paymentState: 'pending',
        updatedAt: deps.now(),
      })
      .where(eq(d.orderId, row.orderId))
      .returning(),
  );
  return updated ?? row;
}

async function claim(
  deps: DinerDeps,
  store: DinerStore,
  args: DinerOrderArgs,
): Promise<DinerOrderRow | null> {
  const { database } = deps;
  const token = issueOrderToken(deps.key, store.tenantId, args.clientOrderId, args.dinerId);
  // DIN5: the diner order's token comes from the same daily counter as the tills' blocks (TOK6, TOK7)
  const { lease: block } = await takeServerToken(database, store.tenantId, deps.now());
  const now = deps.now();
  const values = {
    orderId: uuidv7(now),
    tenantId: store.tenantId,
    clientOrderId: args.clientOrderId,
    dinerId: args.dinerId,
    tokenHash: orderTokenHash(token),
    paymentMethod: args.paymentMethod,
    tokenNo: String(block.start),
    businessDay: block.businessDay,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const [row] = await database.transaction((tx) =>
      tx.insert(database.t.dinerOrders).values(values).returning(),
    );
    return row ?? null;
  } catch (error) {
    if (databaseFault(error)?.kind === 'constraint') return null; // a concurrent retry claimed it first
    throw error;
  }
}

export async function findClaimed(database: Database, tenantId: string, clientOrderId: string) {
  return scoped(database, tenantId).first(
    database.t.dinerOrders,
    eq(database.t.dinerOrders.clientOrderId, clientOrderId),
  );
}

/**
 * POST /qrmenu/create-order. `admit` is asked before a new order is claimed (rate limits, DIN1); a retry
 * of a claimed clientOrderId is not counted and finishes whatever the first attempt left undone.
 */
export async function placeDinerOrder(
  deps: DinerDeps,
  store: DinerStore,
  args: DinerOrderArgs,
  admit: () => void,
): Promise<CreatedOrder> {
  const { database } = deps;
  let row = await findClaimed(database, store.tenantId, args.clientOrderId);
  if (!row) {
    if (args.paymentMethod === 'online' && !deps.provider) throw onlineNotOffered();
    admit();
    row =
      (await claim(deps, store, args)) ?? (await findClaimed(database, store.tenantId, args.clientOrderId));
    if (!row) throw new HttpError(503, DINER_MESSAGES.requestError);
  }
  if (row.dinerId !== args.dinerId) throw badRequest(DINER_MESSAGES.invalidRequest);

  let order = await orderOf(database, store.tenantId, row.orderId);
  if (!order) {
    const result = await writeOrder(deps, row, args, args.deliveryType);
    if (!result.ok) {
      // Nothing was written: release the claim so that a corrected cart may use the same clientOrderId.
      await database.transaction((tx) =>
        tx.delete(database.t.dinerOrders).where(eq(database.t.dinerOrders.orderId, row?.orderId ?? '')),
      );
      throw badRequest(result.message);
    }
    // the grouped write answers with the order's row; on its own, read it after the commit
    order = result.order ?? (await orderOf(database, store.tenantId, row.orderId));
    if (!order) throw new HttpError(503, DINER_MESSAGES.requestError);
  }
  const summary = await chargedSummary(deps, row, order);
  if (args.deliveryInfo)
    await saveDinerDetails(database, store.tenantId, row.dinerId, args.deliveryInfo, deps.now());
  if (row.paymentMethod === 'online' && order.paymentStatus === 'pending' && row.paymentState === 'none')
    row = await startCheckout(deps, store, row, order);
  return {
    message: DINER_MESSAGES.orderPlaced,
    orderId: order.id,
    tokenNo: visibleToken(order),
    paymentStatus: order.paymentStatus,
    orderToken: issueOrderToken(deps.key, store.tenantId, row.clientOrderId, row.dinerId),
    summary,
    payment: paymentAnswer(deps, args.qrcode, row, order),
  };
}
