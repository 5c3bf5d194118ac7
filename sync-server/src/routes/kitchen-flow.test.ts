import { describeSqlite } from '../../test/databases.ts';
import { kitchenFlowSuite } from './kitchen-flow.suite.ts';

describeSqlite('kitchen flow (KDS10-KDS17, CRS1-CRS3)', kitchenFlowSuite);
