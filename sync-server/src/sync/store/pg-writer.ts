/**
 * The PostgreSQL push thread's entry (ADR 0014): opens its own pool to the database and runs the pushes and
 * leases the main thread sends through the PostgreSQL sync store (pushes grouped per tenant, ADR 0014) with
 * the shared mutator registry (or the module the main thread names), answering each once it committed. The
 * main thread keeps HTTP, sessions, pulls and sockets.
 */
import { openPg } from '../../db/pg.ts';
import { pgStore } from './pg.ts';
import { reportMutatorError, serve, threadData, threadMutators } from './store-thread-worker.ts';

const keyedPlans = threadData.keyedPlans !== false;
const database = await openPg(threadData.url, {
  syncOnly: true,
  keyedPlans,
  corkedWrites: threadData.corkedWrites !== false,
});
const store = pgStore(database, {
  mutators: await threadMutators(),
  onMutatorError: reportMutatorError,
  mergedWrites: threadData.mergedWrites,
  shortLocks: threadData.shortLocks !== false,
  preludeAsyncCommit: threadData.preludeAsyncCommit === true,
  keyedPlans,
}); // here, not threaded

serve(
  (message) => {
    // A rejection crosses as 'failed' (its transience kept), like any request's.
    if (message.type === 'push') return store.push(message.input);
    if (message.type === 'lease') return store.lease(message.input);
    if (message.type === 'apply') return store.apply(message.input);
    if (message.type === 'probe') return store.probe(message.input);
    return Promise.reject(new Error(`the PostgreSQL push thread has no '${message.type}'`));
  },
  () => database.close(),
);
