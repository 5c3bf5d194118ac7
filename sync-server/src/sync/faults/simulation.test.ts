import { describeSqlite } from '../../../test/databases.ts';
import { simulationSuite } from './simulation.suite.ts';

describeSqlite('sync faults: simulation', (open) => simulationSuite(open, { runs: 25 }));
