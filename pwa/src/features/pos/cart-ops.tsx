/**
 * DISC7: Discount and Comp on a cart line not yet sent, and the cart's bill discount. The Orders screen's dialog
 * (LineOpDialog) asks for them; the discount is decided by the shared rule on the ids the order will have (the
 * manager's PIN approval signs them, offline too) and kept on the cart until order.create.v1 carries it.
 */
import { type Approval, money } from '@tavola/shared';
import { useRef, useState } from 'react';
import { useRows } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSessionUser } from '../../lib/session.ts';
import { type ApplyDiscount, type LineOp, LineOpDialog } from '../bill-ops/line-op-dialog.tsx';
import { billBaseOf, type CartDiscount, decideCartDiscount, lineBaseOf } from './cart-discount.ts';
import type { PosLine } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import './cart-ops.css';

const GUEST = { role: 'staff', scope: '', userId: '' } as const;

/** The shared rule's answer on the cart, kept with `keep` when it says yes. */
function useApply(bill: boolean, subjectId: string, keep: (d: CartDiscount) => void): ApplyDiscount {
  const store = useRows('storeSettings')?.[0];
  const approvers = useRows('approvers');
  const user = useSessionUser();
  // the rows as they are when the PIN is approved, not when the dialog first asked (live queries land later)
  const latest = useRef({ store, approvers, user });
  latest.current = { store, approvers, user };
  return (choice, approval: Approval | null) => {
    const { store, approvers, user } = latest.current;
    const lines = usePosStore.getState().lines;
    const line = lines.find((l) => l.id === subjectId);
    const base = bill ? billBaseOf(lines) : line ? lineBaseOf(line) : 0;
    const decided = decideCartDiscount(choice, approval, {
      base: money(base),
      subjectId,
      bill,
      store,
      user: user ?? GUEST, // DISC2: a manager's own discount needs no approval
      approvers: approvers ?? [],
    });
    if (decided.ok) keep(decided.discount);
    return decided.ok ? { ok: true } : decided;
  };
}

/** The dialog, with the rows the rule reads loaded only while it is open (a cart line stays cheap to render). */
function CartDiscountDialog({
  op,
  orderId,
  itemId,
  title,
  keep,
  onClose,
}: {
  op: LineOp;
  orderId: string;
  itemId: string | null;
  title: string;
  keep: (d: CartDiscount) => void;
  onClose: () => void;
}) {
  const apply = useApply(itemId === null, itemId ?? orderId, keep);
  return (
    <LineOpDialog op={op} orderId={orderId} itemId={itemId} title={title} apply={apply} onClose={onClose} />
  );
}

/** The line's Discount and Comp buttons (one tap, no menu to clip in the cart's scroll) and the dialog they open. */
export function CartLineOps({ line, label }: { line: PosLine; label: string }) {
  const [op, setOp] = useState<{ op: LineOp; orderId: string; itemId: string } | null>(null);
  const setLineDiscount = usePosStore((s) => s.setLineDiscount);
  const t = useT();
  const open = (kind: LineOp) => () => {
    const s = usePosStore.getState();
    setOp({ op: kind, orderId: s.ensureSaleId(), itemId: s.lineId(line.key) });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={`${t('billOps.discount')} ${label}`}
        onClick={open('discount')}
      >
        {t('billOps.discount')}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={`${t('billOps.comp')} ${label}`}
        onClick={open('comp')}
      >
        {t('billOps.comp')}
      </button>
      {line.discount && (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={t('billOps.removeLineDiscount', { label })}
          onClick={() => setLineDiscount(line.key, null)}
        >
          ✕
        </button>
      )}
      {op && (
        <CartDiscountDialog
          op={op.op}
          orderId={op.orderId}
          itemId={op.itemId}
          title={label}
          keep={(d) => setLineDiscount(line.key, d)}
          onClose={() => setOp(null)}
        />
      )}
    </>
  );
}

/** The cart's Bill discount button (and Remove once given). */
export function CartBillDiscount() {
  const [orderId, setOrderId] = useState<string | null>(null);
  const billDiscount = usePosStore((s) => s.billDiscount);
  const setBillDiscount = usePosStore((s) => s.setBillDiscount);
  const t = useT();
  return (
    <div className="pos-bill-discount">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        data-testid="cart-bill-discount"
        onClick={() => setOrderId(usePosStore.getState().ensureSaleId())}
      >
        {billDiscount ? t('billOps.billDiscountSet') : t('billOps.billDiscount')}
      </button>
      {billDiscount && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setBillDiscount(null)}>
          {t('billOps.removeBillDiscount')}
        </button>
      )}
      {orderId && (
        <CartDiscountDialog
          op="discount"
          orderId={orderId}
          itemId={null}
          title="Bill"
          keep={setBillDiscount}
          onClose={() => setOrderId(null)}
        />
      )}
    </div>
  );
}
