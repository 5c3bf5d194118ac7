import { describePg } from '../../../test/databases.ts';
import { storeSuite } from './store.suite.ts';

describePg('sync store contract', storeSuite);
