import { describeSqlite } from '../../../test/databases.ts';
import { weekOfflineSuite } from './week-offline.suite.ts';

describeSqlite('a week offline', weekOfflineSuite);
