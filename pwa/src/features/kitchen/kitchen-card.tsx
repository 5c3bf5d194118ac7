/** One paid order on the kitchen board: a large token, where it goes, and each line with its one button (OS2). */
import {
  type AgeThresholds,
  isHeldLine,
  isOrderItemStatus,
  kitchenNextStep,
  type OrderItemRow,
  STATION_DEFAULTS,
  ticketNextStep,
  ticketStartedAt,
} from '@tavola/shared';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { kitchenStepText, orderTypeText } from '../../i18n/shared-labels.ts';
import { BILL_TEXTS } from '../orders/bill-texts.ts';
import { orderTime } from '../orders/order-entry.tsx';
import { ITEM_STATUS_LABELS } from '../orders/orders-texts.ts';
import { bumpTicket } from './bump-ticket.ts';
import { HeldBadge } from './held-badge.tsx';
import type { KitchenOrder } from './kitchen-data.ts';
import { stepWithUndo } from './kitchen-undo.tsx';
import { KITCHEN_WALL_TEXTS } from './kitchen-wall-texts.ts';
import { TicketAge } from './ticket-age.tsx';
import './kitchen-glance.css';

function KitchenLine({ item }: { item: OrderItemRow }) {
  const [busy, setBusy] = useState(false);
  // CRS3: a held course is shown greyed, without its button, until the server fires it
  const held = isHeldLine(item);
  const step = !held && isOrderItemStatus(item.status) ? kitchenNextStep(item.status) : null;
  const stepText = step ? kitchenStepText(step.label) : ''; // FRI1: the staff's language
  const bump = async () => {
    if (!step || step.next === 'created' || busy) return;
    setBusy(true);
    try {
      await stepWithUndo(item.orderId, item.id, step.next, `${item.itemTitle}: ${stepText}`); // KDS12
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className="kitchen-line"
      data-status={item.status}
      data-held={held || undefined}
      data-testid="kitchen-line"
    >
      <div className="kitchen-line-text">
        <span className="kitchen-line-title">
          <span className="kitchen-qty">{item.quantity} ×</span> {item.itemTitle}
          {/* I18N5: the regional-language name as rung up */}
          {item.titleLocal && <span className="kitchen-local"> · {item.titleLocal}</span>}
        </span>
        {item.variantTitle && <span className="kitchen-line-sub">{item.variantTitle}</span>}
        {item.addons.length > 0 && (
          <span className="kitchen-line-sub">+ {item.addons.map((a) => a.title).join(', ')}</span>
        )}
        {item.notes && <span className="kitchen-line-sub kitchen-notes">{item.notes}</span>}
      </div>
      <div className="kitchen-line-foot">
        <span className="kitchen-status" data-status={item.status}>
          {ITEM_STATUS_LABELS[item.status] ?? item.status}
        </span>
        {held && <HeldBadge course={item.course} />}
        {step && (
          <button
            type="button"
            className="kitchen-step"
            data-next={step.next}
            disabled={busy}
            aria-label={`${stepText}: ${item.itemTitle}`}
            onClick={() => void bump()}
          >
            {stepText}
          </button>
        )}
      </div>
    </li>
  );
}

/** KDS3: the whole header is the ticket's bump target: a button stretched over it, so the heading stays a heading. */
function BumpTicket({ entry }: { entry: KitchenOrder }) {
  const [busy, setBusy] = useState(false);
  const step = ticketNextStep(entry.items.filter((i) => !isHeldLine(i))); // CRS3
  if (!step) return null;
  const bump = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await bumpTicket(entry);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="kitchen-bump"
      disabled={busy}
      aria-label={KITCHEN_WALL_TEXTS.bumpTicket(entry.order.tokenNo, kitchenStepText(step))}
      onClick={() => void bump()}
    >
      <span aria-hidden="true">{kitchenStepText(step)} ▸</span>
    </button>
  );
}

export function KitchenCard({
  entry,
  position,
  selected = false,
  limits = STATION_DEFAULTS,
}: {
  entry: KitchenOrder;
  /** 1-9: the bump-bar digit that selects this ticket, shown when the bump bar is on. */
  position?: number | undefined;
  selected?: boolean;
  /** STN4: the ticket's amber and red thresholds (its stations' strictest). */
  limits?: AgeThresholds;
}) {
  const { order, items, table } = entry;
  const where = table ? table.tableTitle : orderTypeText(order);
  const floor = table?.floor && table.floor !== '-' ? table.floor : null;
  const headingId = `kitchen-order-${order.id}`;
  return (
    <li
      className="kitchen-card"
      aria-labelledby={headingId}
      data-testid="kitchen-card"
      data-token={order.tokenNo}
      data-selected={selected || undefined}
    >
      {/* WALL1: two compact rows (token, where, age; time, bump) so a wall shows six tickets at a glance */}
      <header className="kitchen-card-head kitchen-ticket-head">
        {position !== undefined && (
          <span className="kitchen-key" aria-hidden="true">
            {position}
          </span>
        )}
        <h2 id={headingId} className="kitchen-token">
          <span className="visually-hidden">{t('kitchen.token')} </span>
          {order.tokenNo}
        </h2>
        <div className="kitchen-where">
          <span className="kitchen-table">
            {where}
            {floor && <span className="kitchen-floor"> {floor}</span>}
          </span>
          {/* MOVE3: a bill moved or merged from another table says so */}
          {order.movedFromTable && (
            <span className="kitchen-moved" data-testid="kitchen-moved">
              {BILL_TEXTS.movedFrom(order.movedFromTable)}
            </span>
          )}
          {/* WHO7: the name to call out when the order is ready */}
          {order.customerName && <span className="kitchen-customer">{order.customerName}</span>}
        </div>
        <TicketAge sentAt={ticketStartedAt(order.createdAt, items)} limits={limits} />
        <div className="kitchen-ticket-foot">
          <span className="kitchen-time">{orderTime(order.createdAt)}</span>
          <BumpTicket entry={entry} />
        </div>
      </header>
      <ul className="kitchen-lines">
        {items.map((i) => (
          <KitchenLine key={i.id} item={i} />
        ))}
      </ul>
    </li>
  );
}
