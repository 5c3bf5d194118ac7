import { describePg } from '../../test/databases.ts';
import { gstCreditNotesSuite } from './gst-credit-notes.suite.ts';

describePg('GST: refunds as credit notes in the GSTR-1 export', gstCreditNotesSuite);
