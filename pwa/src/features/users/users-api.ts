/** The users calls: the tenant's users, staff accounts and sub-kitchens. */
import type { AddSubKitchenArgs, AddUserArgs, UpdateUserArgs, UsersAnswer } from '@tavola/shared';
import { FALLBACK } from '@tavola/shared';
import { api, apiGet, apiPost } from '../../lib/api.ts';

export type { UserCard } from '@tavola/shared';

export const USERS_QUERY_KEY = 'users';
type Message = { message: string };
const path = (username: string) => encodeURIComponent(username);

export const usersApi = {
  list: () => apiGet<UsersAnswer>('/users', { fallback: FALLBACK.usersLoad }),
  add: (args: AddUserArgs) => apiPost<Message>('/users/add', args),
  addKitchen: (args: AddSubKitchenArgs) => apiPost<Message>('/users/add-kitchen', args),
  update: (args: UpdateUserArgs) => apiPost<Message>(`/users/update/${path(args.username)}`, args),
  resetPassword: (username: string, password: string) =>
    apiPost<Message>(`/users/update-password/${path(username)}`, { password }),
  remove: (username: string) => api<Message>(`/users/delete/${path(username)}`, { method: 'DELETE' }),
};
