import { aRow, T0 } from '@tavola/shared/test-support/index';
import { it } from 'vitest';
import { aRegisteredEnv } from '../test/sync-env.ts';
import { mutateIn } from './mutate.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';
import { dismissRejected } from './rebase.ts';

it('dbg', async () => {
  const env = await aRegisteredEnv();
  env.server.put('customers', aRow('customers', { id: 'asha', name: 'Asha', balanceDue: 1000 }));
  await pullAndRebase(env);
  env.server.write([{ table: 'customers', op: 'del', id: 'asha' }]);
  await mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount: 500 }, T0);
  console.log('a');
  try { await pushOutbox(env); } catch (e) { console.log('push', (e as Error).stack); }
  console.log('b');
  try { await pullAndRebase(env); } catch (e) { console.log('pull', (e as Error).stack); }
  try { await dismissRejected(env, [1]); } catch (e) { console.log('dismiss', (e as Error).stack); }
});
