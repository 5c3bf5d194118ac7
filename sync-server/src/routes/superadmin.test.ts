import { describeSqlite } from '../../test/databases.ts';
import { superadminSuite } from './superadmin.suite.ts';

describeSqlite('superadmin and platform', superadminSuite);
