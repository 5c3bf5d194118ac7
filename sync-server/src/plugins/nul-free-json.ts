// Which requests' JSON bodies cannot hold a NUL, so that the input guard (input-guard.ts) need not walk them.

/**
 * Requests whose JSON body text has no `\u0000` escape: JSON holds no raw control character in a string (a
 * parse error), so such a body holds no NUL and is not walked: some 2 % of the main thread's time on the tills'
 * pushes. Marked by the JSON parser (plugins/errors.ts); a body another parser made is walked.
 */
const marked = new WeakSet<object>();

/** The JSON parser's mark: `text` parsed into this request's body holds no NUL when it has no escape of one. */
export function markJsonBody(request: object, text: string): void {
  if (!text.includes('\\u0000')) marked.add(request);
}

export const nulFreeJson = (request: object): boolean => marked.has(request);
