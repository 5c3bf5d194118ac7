import { describeSqlite } from '../../test/databases.ts';
import { tenantScopeSuite } from './tenant-scope.suite.ts';

describeSqlite('tenant scope', tenantScopeSuite);
