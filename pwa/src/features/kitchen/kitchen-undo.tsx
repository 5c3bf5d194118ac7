/**
 * KDS12: every kitchen step offers Undo for a few seconds (a toast with one button): an accidental tap is taken back
 * one step by order.item-undo.v1, run on this device and pushed like the step itself, recorded in the audit log.
 */
import { type OrderItemStatus, RECALL, REVERSE_TEXTS, undoItemStatus } from '@tavola/shared';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { setItemStatus } from '../orders/order-actions.ts';

export type TakenStep = { readonly itemId: string; readonly next: OrderItemStatus };

/** Takes the steps back, newest first; a refusal (too late, moved on since) says why. */
export async function undoSteps(orderId: string, steps: readonly TakenStep[]): Promise<boolean> {
  for (const s of [...steps].reverse()) {
    const r = await mutate(undoItemStatus, { orderId, itemId: s.itemId, from: s.next });
    if (!r.ok) {
      notify.error(serverMessage(r));
      return false;
    }
  }
  notify.success(REVERSE_TEXTS.undone);
  return true;
}

/** The Undo toast of steps just taken on `orderId`. */
export function offerUndo(orderId: string, steps: readonly TakenStep[], what: string): void {
  if (steps.length === 0) return;
  const id = notify.custom((toastId) => (
    <div className="kitchen-undo-toast" role="status" data-testid="kitchen-undo">
      <span>{what}</span>
      <button
        type="button"
        className="kitchen-undo-btn"
        onClick={() => {
          notify.dismiss(toastId);
          void undoSteps(orderId, steps);
        }}
      >
        {REVERSE_TEXTS.undo}
      </button>
    </div>
  ));
  setTimeout(() => notify.dismiss(id), RECALL.undoMs);
}

/** One line's kitchen step (OS2), then its Undo. */
export async function stepWithUndo(
  orderId: string,
  itemId: string,
  next: Exclude<OrderItemStatus, 'created'>,
  what: string,
): Promise<boolean> {
  const ok = await setItemStatus(orderId, itemId, next, 'kitchen');
  if (ok) offerUndo(orderId, [{ itemId, next }], what);
  return ok;
}
