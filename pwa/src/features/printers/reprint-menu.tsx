/** PRT7: the Reprint menu of an order group (Orders) or an invoice (Invoices): receipt, token, kitchen ticket. */
import { REPRINT_KINDS } from '@tavola/shared/printing/print-requests';
import { ActionMenu, type MenuAction } from '../orders/action-menu.tsx';
import { REPRINT_LABELS, reprint } from './reprint.ts';
import { useStorePrinters } from './use-store-printers.ts';

/** The three reprint actions, for a menu that already exists (the order group's). */
export function useReprintActions(orderIds: readonly string[]): MenuAction[] {
  const status = useStorePrinters();
  return REPRINT_KINDS.map((kind) => ({
    label: REPRINT_LABELS[kind],
    onSelect: () => reprint(kind, orderIds, status),
  }));
}

export function ReprintMenu({ orderIds, label }: { orderIds: readonly string[]; label: string }) {
  const actions = useReprintActions(orderIds);
  return <ActionMenu label={label} actions={actions} className="btn btn-secondary btn-small" />;
}
