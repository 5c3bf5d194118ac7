import { describeSqlite } from '../../test/databases.ts';
import { drawerAndBackupSuite } from './drawer-and-backup.suite.ts';

describeSqlite('printing: the drawer on any cash tender, a backup at its own width', drawerAndBackupSuite);
