import { describePg } from '../../../test/databases.ts';
import { simulationSuite } from './simulation.suite.ts';

describePg('sync faults: simulation', (open) => simulationSuite(open, { runs: 10 }));
