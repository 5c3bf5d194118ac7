import { describe } from 'vitest';
import { sqliteTestDatabaseUrl } from '../../test/databases.ts';
import { restoreSuite } from './restore.suite.ts';

describe('backup and restore [sqlite]', () => restoreSuite(sqliteTestDatabaseUrl));
