import { describePg } from '../../test/databases.ts';
import { superadminSuite } from './superadmin.suite.ts';

describePg('superadmin and platform', superadminSuite);
