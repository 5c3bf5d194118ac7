import { describeSqlite } from '../../test/databases.ts';
import { paymentsSuite } from './payments.suite.ts';

describeSqlite('diner payments (Razorpay fake)', paymentsSuite);
