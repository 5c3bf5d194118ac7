import { describeSqlite } from '../../test/databases.ts';
import { dinerGroupCommitSuite } from './diner-group-commit.suite.ts';

describeSqlite('diner orders in the group commit', dinerGroupCommitSuite);
