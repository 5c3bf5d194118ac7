import { describeSqlite } from '../../test/databases.ts';
import { fuzzSuite } from './fuzz.suite.ts';

describeSqlite('hostile input', (open) => fuzzSuite(open, 10));
