import { describePg } from '../../test/databases.ts';
import { fuzzSuite } from './fuzz.suite.ts';

// A lighter run on PostgreSQL: the same arbitraries, fewer runs per route.
describePg('hostile input', (open) => fuzzSuite(open, 3));
