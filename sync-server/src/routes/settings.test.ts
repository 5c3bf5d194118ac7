import { describeSqlite } from '../../test/databases.ts';
import { settingsSuite } from './settings.suite.ts';

describeSqlite('settings REST adapters', settingsSuite);
