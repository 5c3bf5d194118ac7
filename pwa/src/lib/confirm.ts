/**
 * Yes/no questions before an irreversible step use the browser's own confirmation, as the spec says
 * ("asks for a browser confirmation first"). One place, so a themed dialog could replace it later.
 */
export const confirmAction = (message: string): boolean => window.confirm(message);
