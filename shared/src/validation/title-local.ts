/** I18N5: a menu item's regional-language name: absent → unchanged, empty → null (none), else trimmed text. */
import * as v from 'valibot';
import { isEmpty } from './fields.ts';

export const TITLE_LOCAL_MAX = 200;
export const TITLE_LOCAL_MESSAGE = 'Please enter a regional name of at most 200 characters!';

export const titleLocalField = v.pipe(
  v.optional(v.unknown()),
  v.rawTransform<unknown, string | null | undefined>(({ dataset, addIssue, NEVER }) => {
    const x = dataset.value;
    if (x === undefined) return undefined;
    if (isEmpty(x)) return null;
    if (typeof x === 'string' && x.trim().length <= TITLE_LOCAL_MAX) return x.trim();
    addIssue({ message: TITLE_LOCAL_MESSAGE });
    return NEVER;
  }),
);
