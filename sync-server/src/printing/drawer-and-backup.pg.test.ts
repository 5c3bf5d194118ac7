import { describePg } from '../../test/databases.ts';
import { drawerAndBackupSuite } from './drawer-and-backup.suite.ts';

describePg('printing: the drawer on any cash tender, a backup at its own width', drawerAndBackupSuite);
