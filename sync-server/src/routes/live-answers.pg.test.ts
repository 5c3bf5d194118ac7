import { describePg } from '../../test/databases.ts';
import { liveAnswersSuite } from './live-answers.suite.ts';

describePg('live answers spliced and compressed', liveAnswersSuite);
