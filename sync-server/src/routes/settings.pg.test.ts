import { describePg } from '../../test/databases.ts';
import { settingsSuite } from './settings.suite.ts';

describePg('settings REST adapters', settingsSuite);
