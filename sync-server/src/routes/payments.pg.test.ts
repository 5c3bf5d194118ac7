import { describePg } from '../../test/databases.ts';
import { paymentsSuite } from './payments.suite.ts';

describePg('diner payments (Razorpay fake)', paymentsSuite);
