// PGW4, PG_CORKED_WRITES (ADR 0079): the statements a pipelined connection is given in one tick go out in one socket
// write. node-postgres writes each query's messages as soon as it is given (its own cork and uncork), so a
// group's pipelined statements cost a write system call each; corked until the tick's end, they share one.
import type pg from 'pg';

type Corkable = { cork(): void; uncork(): void };

/** Makes `client`'s queries given in the same tick leave together; the first one's tick ends the cork. */
export function corkWritesPerTick(client: pg.Client): void {
  const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  if (!stream?.cork || !stream.uncork) return;
  const corkable = stream as Corkable;
  let corked = false;
  const uncork = () => {
    corked = false;
    corkable.uncork();
  };
  const query = client.query as (...args: unknown[]) => unknown;
  // node-postgres' query overloads, passed on as they came
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    if (!corked) {
      corked = true;
      corkable.cork();
      process.nextTick(uncork);
    }
    return query.apply(this, args);
  };
}
