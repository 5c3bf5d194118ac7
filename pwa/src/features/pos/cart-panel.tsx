/** The POS's right side: customer, dining option, table, cart lines, totals, and the three actions. */
import type { CartTotals } from '@tavola/shared';
import { memo, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { type CartDiscount, posTotals } from './cart-discount.ts';
import { CartLine } from './cart-line.tsx';
import { CartBillDiscount } from './cart-ops.tsx';
import { CustomerBox } from './customer-box.tsx';
import { NoteDialog } from './note-dialog.tsx';
import type { PosLine } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import { RunningBills } from './running-bill.tsx';
import { SaleOptions } from './sale-options.tsx';
import { TableFire } from './table-fire.tsx';
import { TotalsList, useRoundedBill } from './totals-list.tsx';

// PERF10: a tap changes the lines and the totals only; the sale's other parts are not rendered again for it
const Customer = memo(CustomerBox);
const Options = memo(SaleOptions);
const Fire = memo(TableFire);
const Running = memo(RunningBills);

/** PERF10: the cart's totals once per change of the lines or bill discount, for the panel and the bar alike. */
let lastTotals: { lines: readonly PosLine[]; bill: CartDiscount | null; totals: CartTotals } | null = null;
function totalsOf(lines: readonly PosLine[], bill: CartDiscount | null): CartTotals {
  if (lastTotals?.lines !== lines || lastTotals.bill !== bill)
    lastTotals = { lines, bill, totals: posTotals(lines, bill) };
  return lastTotals.totals;
}

/** FRI3: a line added scrolls the cart's list to it, so the cashier sees the line just rung up and its controls. */
function useNewestLineInSight(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef(count);
  useEffect(() => {
    const el = ref.current;
    const added = count > before.current;
    before.current = count;
    if (!el || !added || typeof requestAnimationFrame !== 'function') return;
    const toLine = () => {
      const line = el.querySelector('.pos-lines > li:last-child');
      if (!line) return;
      const box = el.getBoundingClientRect();
      const r = line.getBoundingClientRect();
      // its bottom in sight, never past its top (the title)
      if (r.bottom > box.bottom) el.scrollTop += Math.min(r.bottom - box.bottom, r.top - box.top);
    };
    // two frames on: the line it closed keeps its open height until the browser lays it out again
    // (content-visibility: auto remembers sizes), which happens in the next frame's rendering
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(toLine);
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);
  return ref;
}

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
  const billDiscount = usePosStore((s) => s.billDiscount);
  const totals = totalsOf(lines, billDiscount); // DISC7
  const t = useT();
  const scroller = useNewestLineInSight(lines.length);

  return (
    <aside className="pos-cart" aria-label={t('pos.cart')} data-open={open}>
      <div className="pos-sheet-head">
        <h2>{t('pos.cart')}</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onHide}>
          {t('pos.hideCart')}
        </button>
      </div>
      <Customer />
      <Options />
      <Fire />
      <div className="pos-lines-scroll" ref={scroller}>
        <Running currency={currency} />
        {lines.length === 0 ? (
          <p className="muted pos-empty">{t('pos.cartEmpty')}</p>
        ) : (
          <ul className="pos-lines" aria-label={t('pos.cartItems')}>
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
        {lines.length > 0 && <CartBillDiscount />}
      </div>
      <div className="pos-cart-foot">
        <TotalsList totals={totals} currency={currency} />
        <div className="pos-actions">
          <button type="button" className="btn btn-secondary" onClick={onDraft}>
            {t('pos.draft')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onSend}>
            {t('pos.sendToKitchen')}
          </button>
          <button type="button" className="btn btn-primary pos-pay" onClick={onPay}>
            {t('pos.receiptAndPay')}
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
  const t = useT();
  const lines = usePosStore((s) => s.lines);
  const billDiscount = usePosStore((s) => s.billDiscount);
  const payable = useRoundedBill(totalsOf(lines, billDiscount).payableTotal, currency).total; // RND2
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <button type="button" className="btn btn-primary pos-cart-bar" onClick={onShow}>
      {t('pos.viewCart', { n: count, total: formatMoney(payable, currency) })}
    </button>
  );
}
