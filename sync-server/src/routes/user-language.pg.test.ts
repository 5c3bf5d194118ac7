import { describePg } from '../../test/databases.ts';
import { userLanguageSuite } from './user-language.suite.ts';

describePg('user language REST adapter', userLanguageSuite);
