import { describePg } from '../../test/databases.ts';
import { printingSuite } from './printing.suite.ts';

describePg('printing: triggers and dispatch', printingSuite);
