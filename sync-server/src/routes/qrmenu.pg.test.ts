import { describePg } from '../../test/databases.ts';
import { qrmenuSuite } from './qrmenu.suite.ts';

describePg('diner QR menu API', qrmenuSuite);
