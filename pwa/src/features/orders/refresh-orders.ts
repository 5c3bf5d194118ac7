/**
 * The orders screen's Refresh button: push what is queued and pull now through the sync client, then
 * 'Orders Loaded!'. Lists update by themselves when a pull lands; this is for the user who asks.
 */
import { FALLBACK } from '@tavola/shared';
import { notify } from '../../lib/toast.tsx';
import { activeSync, sendNow } from '../../sync/sync-session.ts';
import { useSyncStore } from '../../sync/sync-store.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

export async function refreshOrders(): Promise<void> {
  if (!activeSync()) {
    notify.error(FALLBACK.ordersLoad);
    return;
  }
  const id = notify.loading();
  await sendNow();
  const { reachable, lastError } = useSyncStore.getState();
  if (reachable === false || lastError) notify.error(FALLBACK.ordersLoad, id);
  else notify.success(ORDERS_TEXTS.loaded, id);
}
