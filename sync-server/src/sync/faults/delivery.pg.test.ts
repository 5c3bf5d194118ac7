import { describePg } from '../../../test/databases.ts';
import { deliverySuite } from './delivery.suite.ts';

describePg('sync faults: delivery', deliverySuite);
