import { describeSqlite } from '../../test/databases.ts';
import { reservationsSuite } from './reservations.suite.ts';

describeSqlite('reservations REST adapters', reservationsSuite);
