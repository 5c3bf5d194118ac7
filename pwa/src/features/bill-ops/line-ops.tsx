/** The Orders screen's bill operations on an unpaid order: a line's Discount, Comp and Void; the bill's discount. */
import type { OrderItemRow, OrderRow } from '@tavola/shared';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { MenuAction } from '../orders/action-menu.tsx';
import { type LineOp, LineOpDialog } from './line-op-dialog.tsx';

/** The line's extra menu actions (none once paid or voided) and the dialog they open. */
export function useLineOps(
  item: OrderItemRow,
  paid: boolean,
): { actions: MenuAction[]; dialog: ReactNode; note: ReactNode } {
  const t = useT();
  const [op, setOp] = useState<LineOp | null>(null);
  const live = !paid && item.status !== 'cancelled';
  const actions: MenuAction[] = live
    ? [
        { label: t('billOps.discountMenu'), onSelect: () => setOp('discount') },
        { label: t('billOps.compMenu'), onSelect: () => setOp('comp') },
        { label: t('billOps.voidMenu'), onSelect: () => setOp('void'), danger: true },
      ]
    : [];
  const dialog = op && (
    <LineOpDialog
      op={op}
      orderId={item.orderId}
      itemId={item.id}
      title={item.itemTitle}
      onClose={() => setOp(null)}
    />
  );
  // DISC1: the line's own discount or comp, with its reason
  const note = item.discountType ? (
    <span className="order-line-sub" data-testid="order-line-discount">
      {item.discountType === 'comp' ? t('billOps.comp') : t('billOps.discount')}
      {item.discountReason ? ` · ${item.discountReason}` : ''}
    </span>
  ) : null;
  return { actions, dialog, note };
}

/** DISC1: the bill's discount, for an open unpaid order. */
export function BillDiscountButton({ order }: { order: OrderRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (order.paymentStatus === 'paid' || order.status !== 'created') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => setOpen(true)}
        data-testid="bill-discount"
      >
        {order.discountType ? t('billOps.billDiscountSet') : t('billOps.billDiscount')}
      </button>
      {open && (
        <LineOpDialog
          op="discount"
          orderId={order.id}
          itemId={null}
          title={t('billOps.token', { token: order.tokenNo })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
