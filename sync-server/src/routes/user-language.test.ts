import { describeSqlite } from '../../test/databases.ts';
import { userLanguageSuite } from './user-language.suite.ts';

describeSqlite('user language REST adapter', userLanguageSuite);
