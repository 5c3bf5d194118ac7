/** PWA3: the title of a diner's menu (the phone's tab, and the page the server renders for a shared link). */
export const APP_NAME = 'Tavola';

export const dinerPageTitle = (storeName: string): string => `${storeName.trim() || APP_NAME} · Menu`;
