import { describeSqlite } from '../../test/databases.ts';
import { liveAnswersSuite } from './live-answers.suite.ts';

describeSqlite('live answers spliced and compressed', liveAnswersSuite);
