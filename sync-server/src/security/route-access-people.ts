/**
 * Who may call the menu, customers and reservations (see route-access.ts).
 */

import {
  CUSTOMERS_READ,
  CUSTOMERS_WRITE,
  id,
  photoUpload,
  RESERVATIONS_READ,
  RESERVATIONS_WRITE,
  SETTINGS,
} from './route-access-shared.ts';
import type { RouteAccess } from './route-access-types.ts';

export const MENU_AND_PEOPLE_ROUTES: Readonly<Record<string, RouteAccess>> = {
  // menu
  'GET /api/v1/menu-items': SETTINGS,
  'GET /api/v1/menu-items/:id': { ...SETTINGS, params: id((ids) => ids.menuItem) },
  'POST /api/v1/menu-items/add': { ...SETTINGS, body: () => ({ title: 'Lassi', price: 8_000 }) },
  'POST /api/v1/menu-items/update/:id': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    body: (ids) => ({ title: 'Thali zaffran', price: 25_000, categoryId: ids.category, taxId: ids.tax }),
  },
  'POST /api/v1/menu-items/update/:id/upload-photo': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    raw: photoUpload,
  },
  'POST /api/v1/menu-items/update/:id/remove-photo': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    destructive: true,
  },
  // CARD5: the counter's sold-out switch
  'POST /api/v1/menu-items/update/:id/sold-out': {
    class: 'scope',
    scopes: ['POS', 'SETTINGS'],
    params: id((ids) => ids.menuItem),
    body: () => ({ soldOut: true }),
  },
  'POST /api/v1/menu-items/variants/:itemId/add': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem }),
    body: () => ({ title: 'Small', price: 20_000 }),
  },
  'POST /api/v1/menu-items/variants/:itemId/update/:variantId': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem, variantId: ids.variant }),
    body: () => ({ title: 'Large', price: 30_000 }),
  },
  'POST /api/v1/menu-items/addons/:itemId/add': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem }),
    body: () => ({ title: 'Pickle', price: 1_000 }),
  },
  'POST /api/v1/menu-items/addons/:itemId/update/:addonId': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem, addonId: ids.addon }),
    body: () => ({ title: 'Papad', price: 2_000 }),
  },

  // customers and reservations
  'GET /api/v1/customers': CUSTOMERS_READ,
  'GET /api/v1/customers/search-by-phone/:phone': {
    ...CUSTOMERS_READ,
    params: (ids) => ({ phone: ids.customerPhone }),
  },
  'GET /api/v1/customers/:id': { ...CUSTOMERS_READ, params: id((ids) => ids.customer) },
  'POST /api/v1/customers/add': {
    ...CUSTOMERS_WRITE,
    body: (_ids, now) => ({ phone: String(now).slice(-9), name: 'Walk-in' }),
  },
  'POST /api/v1/customers/:id/update': {
    ...CUSTOMERS_WRITE,
    params: id((ids) => ids.customer),
    body: () => ({ name: 'Rukmini zaffran Secret' }),
  },
  'POST /api/v1/customers/:id/settle-dues': {
    ...CUSTOMERS_WRITE,
    params: id((ids) => ids.customer),
    body: () => ({ amount: 100 }),
    ownerStatus: { status: 400, why: 'the customer owes nothing: the mutator refuses after finding the row' },
  },
  'GET /api/v1/reservations/init': RESERVATIONS_READ,
  'GET /api/v1/reservations': RESERVATIONS_READ,
  'GET /api/v1/reservations/search': { ...RESERVATIONS_READ, query: (ids) => ({ q: ids.customerPhone }) },
  'POST /api/v1/reservations/add': {
    ...RESERVATIONS_WRITE,
    body: (ids, now) => ({ customerId: ids.customerPhone, date: now + 2 * 86_400_000, peopleCount: 3 }),
  },
  'POST /api/v1/reservations/update/:id': {
    ...RESERVATIONS_WRITE,
    params: id((ids) => ids.reservation),
    body: (ids, now) => ({ date: now + 86_400_000, tableId: ids.table, peopleCount: 2 }),
  },
};
