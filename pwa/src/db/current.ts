/**
 * The signed-in user's device database: opened once per name and shared by the sync client, mutations and
 * screens. The sync session sets it when the dashboard starts and clears it on sign-out.
 */
import { openTavolaDb, type TavolaDb } from './database.ts';

const open = new Map<string, TavolaDb>();
let current: TavolaDb | null = null;
const listeners = new Set<() => void>();

/** The database `name`, opened on first use. */
export function deviceDb(name: string): TavolaDb {
  let db = open.get(name);
  if (!db) {
    db = openTavolaDb(name);
    open.set(name, db);
  }
  return db;
}

export const currentDb = (): TavolaDb | null => current;

export function setCurrentDb(db: TavolaDb | null): void {
  if (db === current) return;
  current = db;
  for (const l of listeners) l();
}

export function subscribeCurrentDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Deletes the database and everything in it (sign-out). Other tabs holding it are closed by Dexie. */
export async function deleteDeviceDb(name: string): Promise<void> {
  const db = open.get(name) ?? openTavolaDb(name);
  open.delete(name);
  if (current === db) setCurrentDb(null);
  await db.delete();
}
