import { describeSqlite } from '../../test/databases.ts';
import { personalDataSuite } from './personal-data.suite.ts';

describeSqlite('personal data is never cached', personalDataSuite);
