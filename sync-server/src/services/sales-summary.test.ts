import { describeSqlite } from '../../test/databases.ts';
import { salesSummarySuite } from './sales-summary.suite.ts';

describeSqlite('reports day summary', salesSummarySuite);
