import { describeSqlite } from '../../test/databases.ts';
import { shiftsSuite } from './shifts.suite.ts';

describeSqlite('shifts, approvals and the audit log', shiftsSuite);
