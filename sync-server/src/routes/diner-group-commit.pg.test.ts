import { describePg } from '../../test/databases.ts';
import { dinerGroupCommitSuite } from './diner-group-commit.suite.ts';

describePg('diner orders in the group commit', dinerGroupCommitSuite);
