import { describePg } from '../../test/databases.ts';
import { tenantScopeSuite } from './tenant-scope.suite.ts';

describePg('tenant scope', tenantScopeSuite);
