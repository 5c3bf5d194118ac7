/**
 * POS - Point of Sale (/dashboard/pos): the menu on the left, the cart on the right
 * (a bottom sheet on phones). Reads only the device database and writes through `mutate`, so a sale is
 * rung up with the network off.
 */

import { Link } from '@tanstack/react-router';
import { CART_MESSAGES } from '@tavola/shared';
import { useCallback, useEffect, useState } from 'react';
import { useDeviceDb } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { NoSaleButton } from '../printers/no-sale-button.tsx';
import { PrinterDownBanner } from '../printers/printer-banner.tsx';
import { installBenchHook } from './bench-hook.ts';
import { CartBar, CartPanel } from './cart-panel.tsx';
import { DraftsListDialog } from './drafts-list-dialog.tsx';
import { MenuPanel } from './menu-panel.tsx';
import { NoShiftHint } from './no-shift-hint.tsx';
import { PaySummaryDialog } from './pay-summary-dialog.tsx';
import type { PosLine } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import { keepSale } from './sale-keeper.ts';
import { SaveDraftDialog } from './save-draft-dialog.tsx';
import type { PaymentChoice } from './send-order.ts';
import { SendSummaryDialog } from './send-summary-dialog.tsx';
import { TokenDialog } from './token-dialog.tsx';
import { useOrderSender } from './use-order-sender.ts';
import { useCurrency, useMenuById, usePosMenu } from './use-pos-data.ts';
import './pos.css';

type PosDialog = 'draft' | 'drafts' | 'send' | 'pay' | null;

/** Draft, Send to Kitchen and Create Receipt & Pay refuse an empty cart (VAL12). */
function withCart(open: () => void): () => void {
  return () => {
    if (usePosStore.getState().lines.length === 0) notify.error(CART_MESSAGES.cartEmpty);
    else open();
  };
}

installBenchHook(); // PERF4: only in a browser the benchmark marked

export function PosScreen() {
  const menu = usePosMenu();
  const menuById = useMenuById(menu);
  const currency = useCurrency();
  const add = usePosStore((s) => s.add);
  const reset = usePosStore((s) => s.reset);
  const [dialog, setDialog] = useState<PosDialog>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const sender = useOrderSender();
  const db = useDeviceDb();
  useEffect(() => (db ? keepSale(db) : undefined), [db]); // TILL3: a reload keeps the cart
  /** Sends the cart; on a phone the emptied cart sheet closes. */
  const send = useCallback(
    async (payment: PaymentChoice | null) => {
      const ok = await sender.send(payment);
      if (ok) setCartOpen(false);
      return ok;
    },
    [sender.send],
  );
  const close = useCallback(() => setDialog(null), []);
  const onAdd = useCallback((line: PosLine) => add(line), [add]);
  const t = useT();

  return (
    <section className="pos" aria-labelledby="pos-title" data-testid="pos">
      <header className="pos-header">
        <h1 id="pos-title">{t('pos.title')}</h1>
        <div className="pos-header-actions">
          <button type="button" className="btn btn-secondary" onClick={reset}>
            {t('pos.new')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setDialog('drafts')}>
            {t('pos.draftsList')}
          </button>
          <Link to="/dashboard/orders" className="btn btn-secondary">
            {t('pos.tableOrders')}
          </Link>
          <NoSaleButton />
        </div>
      </header>
      <PrinterDownBanner />
      <NoShiftHint />
      <div className="pos-body">
        <MenuPanel menu={menu} currency={currency} onAdd={onAdd} />
        <CartPanel
          currency={currency}
          open={cartOpen}
          onHide={() => setCartOpen(false)}
          onDraft={withCart(() => setDialog('draft'))}
          onSend={withCart(() => setDialog('send'))}
          onPay={withCart(() => setDialog('pay'))}
        />
      </div>
      <CartBar currency={currency} onShow={() => setCartOpen(true)} />
      {cartOpen && (
        <div className="pos-sheet-backdrop" onClick={() => setCartOpen(false)} aria-hidden="true" />
      )}
      <SaveDraftDialog open={dialog === 'draft'} onClose={close} />
      <DraftsListDialog open={dialog === 'drafts'} onClose={close} menu={menuById} />
      {dialog === 'send' && (
        <SendSummaryDialog currency={currency} onClose={close} onConfirm={() => send(null)} />
      )}
      {dialog === 'pay' && <PaySummaryDialog currency={currency} onClose={close} onConfirm={send} />}
      {sender.sent && <TokenDialog order={sender.sent} onClose={sender.closeSent} />}
    </section>
  );
}
