/**
 * A server restored from a backup (docs/architecture.md §6.3, ADR 0017): how a pull notices it, and which of the
 * mutations a client still holds go back to the server.
 */

/** RST1: what the client sends with a pull, and what the server holds. */
export type PullPosition = { readonly cookie: number | null; readonly epoch: string | null };
export type ServerPosition = { readonly version: number; readonly epoch: string };

/**
 * RST1: a pull answers `reset` (a full state from null) when the client's cookie came from another database
 * lineage: its epoch differs from the server's, or (a client that has no epoch yet) its cookie is above the
 * server's version. A first pull (cookie null) is never a reset.
 */
export function pullNeedsReset(client: PullPosition, server: ServerPosition): boolean {
  if (client.cookie === null) return false;
  if (client.epoch !== null && client.epoch !== server.epoch) return true;
  return client.cookie > server.version;
}

/** RST2: how long a client keeps mutations the server acknowledged, to send them again after a restore. */
export const ACKNOWLEDGED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** RST2: a mutation the server acknowledged, kept by the client that sent it. */
export type HeldMutation = { readonly clientId: string; readonly id: number; readonly ackedAt: number };

/**
 * RST2: after a reset, the acknowledged mutations this client (its current id) still holds above the
 * restored server's `lastMutationId` for it are the ones the restore lost: they go back to the outbox, in
 * id order, ahead of what is pending (their ids are lower), and are sent again under the same ids.
 */
export function mutationsToResend<M extends HeldMutation>(
  held: readonly M[],
  clientId: string,
  serverLastMutationId: number,
): M[] {
  return held
    .filter((m) => m.clientId === clientId && m.id > serverLastMutationId)
    .sort((a, b) => a.id - b.id);
}
