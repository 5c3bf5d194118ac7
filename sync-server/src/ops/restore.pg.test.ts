import { describePgWith, pgTestDatabaseUrl } from '../../test/databases.ts';
import { restoreSuite } from './restore.suite.ts';

describePgWith('backup and restore', restoreSuite, pgTestDatabaseUrl);
