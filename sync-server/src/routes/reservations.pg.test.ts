import { describePg } from '../../test/databases.ts';
import { reservationsSuite } from './reservations.suite.ts';

describePg('reservations REST adapters', reservationsSuite);
