/** The demo restaurant's logins, as seeded by the server (sync-server/src/seed/demo.ts). */
export const DEMO = {
  admin: { username: 'owner@demo.tavola.app', password: 'tavola-demo' },
  cashier: { username: 'cashier@demo.tavola.app', password: 'tavola-demo' },
  kitchen: { username: 'kitchen@demo.tavola.app', password: 'tavola-demo' },
} as const;

export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
