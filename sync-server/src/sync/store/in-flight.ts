// The store's pushes and leases counted while they wait (ADR 0045): readiness calls the push path stuck when
// the oldest has waited too long (a hung fsync, a connection pool that never hands out a connection).
import { monotonicMs, type StoreAdapter, type SyncStore } from './types.ts';

export function countInFlight(store: StoreAdapter): SyncStore {
  /** Start instants by request; a Map iterates in insertion order, so the first is the oldest. */
  const started = new Map<number, number>();
  let next = 0;
  const counted = <T>(work: Promise<T>): Promise<T> => {
    const key = next++;
    started.set(key, monotonicMs());
    const done = () => started.delete(key);
    return work.then(
      (value) => {
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  };
  return {
    ...store,
    push: (input) => counted(store.push(input)),
    lease: (input) => counted(store.lease(input)),
    apply: (input) => counted(store.apply(input)),
    oldestInFlight: () => {
      for (const at of started.values()) return at;
      return null;
    },
  };
}
