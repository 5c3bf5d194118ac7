import { describePg } from '../../test/databases.ts';
import { salesSummarySuite } from './sales-summary.suite.ts';

describePg('reports day summary', salesSummarySuite);
