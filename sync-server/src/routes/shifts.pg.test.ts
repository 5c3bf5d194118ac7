import { describePg } from '../../test/databases.ts';
import { shiftsSuite } from './shifts.suite.ts';

describePg('shifts, approvals and the audit log', shiftsSuite);
