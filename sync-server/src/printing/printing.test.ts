import { describeSqlite } from '../../test/databases.ts';
import { printingSuite } from './printing.suite.ts';

describeSqlite('printing: triggers and dispatch', printingSuite);
