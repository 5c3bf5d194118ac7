// The store's contract with its executors switched (docs/architecture.md §6.7): PostgreSQL with and without its
// push thread, groups merged and push by push. The default configuration runs every suite in store.pg.test.ts.
import { describePg } from '../../../test/databases.ts';
import { ENGINE_VARIANTS, engineIn } from '../testing/engine-variants.ts';
import { storeSuite } from './store.suite.ts';

for (const variant of ENGINE_VARIANTS.slice(1))
  describePg(`sync store contract, ${variant.name}`, (open) => storeSuite(open, engineIn(variant)));
