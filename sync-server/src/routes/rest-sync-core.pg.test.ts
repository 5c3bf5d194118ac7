import { describePg } from '../../test/databases.ts';
import { restSyncCoreSuite } from './rest-sync-core.suite.ts';

describePg('REST on the sync core', restSyncCoreSuite);
