import { describeSqlite } from '../../test/databases.ts';
import { shareSlipSuite } from './share-slip.suite.ts';

describeSqlite('printing: the slip of a cash share of an equal split', shareSlipSuite);
