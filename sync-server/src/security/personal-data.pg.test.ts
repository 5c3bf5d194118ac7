import { describePg } from '../../test/databases.ts';
import { personalDataSuite } from './personal-data.suite.ts';

describePg('personal data is never cached', personalDataSuite);
