import { describePg } from '../../../test/databases.ts';
import { weekOfflineSuite } from './week-offline.suite.ts';

describePg('a week offline', weekOfflineSuite);
