/** The users screen's tests (English and Hindi): the owner, a waiter, and GET /users answering them. */
import type { UserCard } from './users-api.ts';

/** The owner: an admin, who needs no scope. */
export const admin: UserCard = {
  id: 'u-1',
  username: 'owner@example.com',
  name: 'Olivia Owner',
  role: 'admin',
  designation: null,
  phone: null,
  email: 'owner@example.com',
  scope: '',
  photo: null,
};

/** A waiter with POS and ORDERS. */
export const staff: UserCard = {
  id: 'u-2',
  username: 'ravi@example.com',
  name: 'Ravi',
  role: 'staff',
  designation: 'Waiter',
  phone: '98765',
  email: 'ravi@mail.test',
  scope: 'POS,ORDERS',
  photo: null,
};

/** GET /users answering `users`. */
export const listed = (users: unknown[]) => ({ status: 200, body: { message: 'Users', users } });
