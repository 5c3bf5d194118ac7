/**
 * SS30 (ADR 0071): mutators only the server runs as a server mutation (a REST write on the sync core), never a
 * push: the registry a till pushes against does not hold them, so no till can name one. The diner's order
 * (order.diner-create.v1, DIN5) rides the group commit this way.
 */
import { createDinerOrder, type Mutator } from '@tavola/shared';
import type { MutatorLookup } from './store/types.ts';

const SERVER_ONLY = new Map<string, Mutator<unknown>>([
  [createDinerOrder.name, createDinerOrder as Mutator<unknown>],
]);

/** `lookup` (the pushes' registry) and then the server's own mutators, for server mutations only. */
export const withServerOnly =
  (lookup: MutatorLookup): MutatorLookup =>
  (name) =>
    lookup(name) ?? SERVER_ONLY.get(name);

/** Whether `mutator` is one the engine runs as a server mutation (the registry's or the server's own). */
export const isServerOnly = (mutator: Mutator<unknown>): boolean => SERVER_ONLY.get(mutator.name) === mutator;
