/** The POS's right side: customer, dining option, table, cart lines, totals, and the three actions. */
import { cartTotals } from '@tavola/shared';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { CartLine } from './cart-line.tsx';
import { CustomerBox } from './customer-box.tsx';
import { NoteDialog } from './note-dialog.tsx';
import type { PosLine } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import { SaleOptions } from './sale-options.tsx';
import { TotalsList } from './totals-list.tsx';

type Props = {
  currency: string | null;
  onDraft: () => void;
  onSend: () => void;
  onPay: () => void;
  /** Phones: the cart is a bottom sheet. */
  open: boolean;
  onHide: () => void;
};

export function CartPanel({ currency, onDraft, onSend, onPay, open, onHide }: Props) {
  const lines = usePosStore((s) => s.lines);
  const changeQuantity = usePosStore((s) => s.changeQuantity);
  const remove = usePosStore((s) => s.remove);
  const setNotes = usePosStore((s) => s.setNotes);
  const [noting, setNoting] = useState<PosLine | null>(null);
  const totals = useMemo(() => cartTotals(lines), [lines]);

  return (
    <aside className="pos-cart" aria-label="Cart" data-open={open}>
      <div className="pos-sheet-head">
        <h2>Cart</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onHide}>
          Hide Cart
        </button>
      </div>
      <CustomerBox />
      <SaleOptions />
      <div className="pos-lines-scroll">
        {lines.length === 0 ? (
          <p className="muted pos-empty">No items in the cart yet.</p>
        ) : (
          <ul className="pos-lines" aria-label="Cart items">
            {lines.map((l) => (
              <CartLine
                key={l.key}
                line={l}
                currency={currency}
                onQuantity={changeQuantity}
                onNote={setNoting}
                onRemove={remove}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="pos-cart-foot">
        <TotalsList totals={totals} currency={currency} />
        <div className="pos-actions">
          <button type="button" className="btn btn-secondary" onClick={onDraft}>
            Draft
          </button>
          <button type="button" className="btn btn-primary" onClick={onSend}>
            Send to Kitchen
          </button>
          <button type="button" className="btn btn-primary pos-pay" onClick={onPay}>
            Create Receipt &amp; Pay
          </button>
        </div>
      </div>
      {noting && (
        <NoteDialog
          key={noting.key}
          line={noting}
          onClose={() => setNoting(null)}
          onSave={(notes) => {
            setNotes(noting.key, notes);
            setNoting(null);
          }}
        />
      )}
    </aside>
  );
}

/** Phones: the bar under the menu that opens the cart sheet. */
export function CartBar({ currency, onShow }: { currency: string | null; onShow: () => void }) {
  const lines = usePosStore((s) => s.lines);
  const payable = useMemo(() => cartTotals(lines).payableTotal, [lines]);
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <button type="button" className="btn btn-primary pos-cart-bar" onClick={onShow}>
      View Cart · {count} {count === 1 ? 'item' : 'items'} · {formatMoney(payable, currency)}
    </button>
  );
}
