/** The readable marker cookie the server sets beside its HttpOnly session cookies; the route guard only checks it exists. */

const MARKER_SUFFIX = 'authenticated';

const cookieNames = (cookie: string): string[] =>
  cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');

/** GUARD1: authenticated means a cookie whose name ends in "authenticated" exists. */
export function hasMarkerCookie(cookie: string = document.cookie): boolean {
  return cookieNames(cookie).some((name) => name.endsWith(MARKER_SUFFIX));
}

/** Removes every marker cookie (past the refresh limit, and on sign-out). */
export function removeMarkerCookie(): void {
  for (const name of cookieNames(document.cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    if (name.endsWith(MARKER_SUFFIX)) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}
