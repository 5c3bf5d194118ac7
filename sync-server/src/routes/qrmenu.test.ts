import { describeSqlite } from '../../test/databases.ts';
import { qrmenuSuite } from './qrmenu.suite.ts';

describeSqlite('diner QR menu API', qrmenuSuite);
