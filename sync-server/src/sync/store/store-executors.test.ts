// The store's contract with its executors switched (docs/architecture.md §6.7): SQLite with and without its write
// thread, groups merged and push by push. The default configuration runs every suite in store.test.ts.
import { describeSqlite } from '../../../test/databases.ts';
import { ENGINE_VARIANTS, engineIn } from '../testing/engine-variants.ts';
import { storeSuite } from './store.suite.ts';

for (const variant of ENGINE_VARIANTS.slice(1))
  describeSqlite(`sync store contract, ${variant.name}`, (open) => storeSuite(open, engineIn(variant)));
