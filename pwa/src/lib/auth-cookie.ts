/** The readable marker cookie the server sets beside its HttpOnly session cookies; the route guard only checks it exists. */

const MARKER_SUFFIX = 'authenticated';

const cookieNames = (cookie: string): string[] =>
  cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');

/** Document 1 section 2: authenticated means a cookie whose name ends in "authenticated" exists. */
export function hasMarkerCookie(cookie: string = document.cookie): boolean {
  return cookieNames(cookie).some((name) => name.endsWith(MARKER_SUFFIX));
}

/** Removes every marker cookie (the refresh limit and sign-out rules of document 1 section 4). */
export function removeMarkerCookie(): void {
  for (const name of cookieNames(document.cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    if (name.endsWith(MARKER_SUFFIX)) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}
