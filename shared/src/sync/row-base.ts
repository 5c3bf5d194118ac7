/** SYNC1: the columns every synced row has, as the client stores them (epoch ms). */
export type SyncedBase = { readonly id: string; readonly createdAt: number; readonly updatedAt: number };
