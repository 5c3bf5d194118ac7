/** A table's card, or one table-less order's Delivery card (OS10): its open orders and the group menu (OS8). */
import { canCancelOrder } from '@tavola/shared';
import { useState } from 'react';
import { groupTitleText } from '../../i18n/shared-labels.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { openPrintWindow, receiptPath } from '../print/open-print-window.ts';
import { useReprintActions } from '../printers/reprint-menu.tsx';
import { ActionMenu, type MenuAction } from './action-menu.tsx';
import { BILL_TEXTS } from './bill-texts.ts';
import { MoveBillDialog } from './move-bill-dialog.tsx';
import { cancelGroup, completeGroup, markPaymentCollected } from './order-actions.ts';
import { OrderEntry } from './order-entry.tsx';
import type { OpenOrders, OrderGroup } from './orders-data.ts';
import { GROUP_ACTIONS, ORDERS_TEXTS } from './orders-texts.ts';
import { PayCompleteDialog } from './pay-complete-dialog.tsx';
import { SplitBillDialog } from './split-bill-dialog.tsx';

export function OrderGroupCard({ group, data }: { group: OrderGroup; data: OpenOrders }) {
  const [paying, setPaying] = useState(false);
  // SPLIT1, MOVE1: split, move or merge one of the table's unpaid bills; pay one bill of several on its own
  const [billOp, setBillOp] = useState<'split' | 'move' | null>(null);
  const [payOne, setPayOne] = useState<string | null>(null);
  const unpaid = group.orders.filter((o) => o.order.paymentStatus === 'pending');
  const ids = group.orders.map((o) => o.order.id);
  // PRT7: reprint on the store's printers (or this till's, or the print window)
  const reprints = useReprintActions(ids);
  const actions: MenuAction[] = [
    { label: GROUP_ACTIONS.paymentCollected, onSelect: () => void markPaymentCollected(ids) },
    { label: GROUP_ACTIONS.printReceipt, onSelect: () => openPrintWindow(receiptPath(ids)) },
    ...reprints,
    // OS12: a paid order is refunded, never cancelled; a group cancels all its orders or none (SYNC13)
    ...(group.orders.every((o) => canCancelOrder(o.order))
      ? [
          {
            label: GROUP_ACTIONS.cancel,
            danger: true,
            onSelect: () => {
              if (confirmAction(ORDERS_TEXTS.confirmCancel)) void cancelGroup(ids);
            },
          },
        ]
      : []),
    {
      label: GROUP_ACTIONS.complete,
      onSelect: () => {
        if (confirmAction(ORDERS_TEXTS.confirmComplete)) void completeGroup(ids);
      },
    },
    { label: GROUP_ACTIONS.payAndComplete, onSelect: () => setPaying(true) },
    ...(unpaid.length > 0 ? [{ label: BILL_TEXTS.splitBill, onSelect: () => setBillOp('split') }] : []),
    // MOVE1: a paid bill still open may move to another table too
    { label: BILL_TEXTS.moveBill, onSelect: () => setBillOp('move') },
    ...(unpaid.length > 1
      ? unpaid.map((o) => ({
          label: BILL_TEXTS.payBill(o.order.tokenNo),
          onSelect: () => setPayOne(o.order.id),
        }))
      : []),
  ];
  const headingId = `group-${group.key.replace(':', '-')}`;
  // Delivery cards hold one order each: the token tells the menus apart.
  const menuLabel =
    group.tableId === null
      ? `Actions for ${group.title} token ${group.orders.map((o) => o.order.tokenNo).join(', ')}`
      : `Actions for ${group.title}`;
  return (
    <li className="card order-group" aria-labelledby={headingId} data-testid="order-group">
      <div className="card-title-row">
        <h2 id={headingId}>
          {groupTitleText(group)}
          {group.floor && group.floor !== '-' && <span className="order-floor"> · {group.floor}</span>}
        </h2>
        <ActionMenu label={menuLabel} actions={actions} />
      </div>
      <ul className="order-entries">
        {group.orders.map((entry) => {
          const customerId = entry.order.customerId;
          return (
            <OrderEntry
              key={entry.order.id}
              entry={entry}
              customer={customerId ? data.customers.get(customerId) : undefined}
              info={customerId ? data.deliveryInfo.get(customerId) : undefined}
              currency={data.currency}
              roundBills={data.roundBills}
            />
          );
        })}
      </ul>
      {paying && <PayCompleteDialog group={group} onClose={() => setPaying(false)} />}
      {payOne && (
        <PayCompleteDialog
          group={{ ...group, orders: group.orders.filter((o) => o.order.id === payOne) }}
          onClose={() => setPayOne(null)}
        />
      )}
      {billOp === 'split' && (
        <SplitBillDialog bills={unpaid} currency={data.currency} onClose={() => setBillOp(null)} />
      )}
      {billOp === 'move' && (
        <MoveBillDialog
          bills={group.orders}
          openBills={data.groups.flatMap((g) => g.orders.filter((o) => o.order.paymentStatus === 'pending'))}
          onClose={() => setBillOp(null)}
        />
      )}
    </li>
  );
}
