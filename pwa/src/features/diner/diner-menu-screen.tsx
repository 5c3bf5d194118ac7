/**
 * The diner's QR menu: header with the store's details, search, category chips,
 * the diner's own orders, the items, and the 'View Cart' bar; the order status opens over it.
 */
import {
  type DinerMenuAnswer,
  dinerPageTitle,
  filterMenu,
  type LanguageCode,
  type MenuItem,
  type MyOrder,
  needsPicker,
} from '@tavola/shared';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useDinerLanguage } from '../../i18n/language-choice.ts';
import { formatMoney } from '../../lib/format.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { CartDialog } from './cart-dialog.tsx';
import { CategoryBar } from './category-bar.tsx';
import { dinerApi } from './diner-api.ts';
import { newLine, priceCart } from './diner-cart.ts';
import { useDinerSocket, useDinerUpdates } from './diner-live.ts';
import { menuItemsOf } from './diner-menu.ts';
import { dinerPaths, rememberTable } from './diner-paths.ts';
import { dinerId } from './diner-storage.ts';
import { ordersOf, useDinerStore } from './diner-store.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { useFirstPaintHandover } from './first-paint.ts';
import { ItemDialog } from './item-dialog.tsx';
import { ItemList, sectionsOf } from './item-list.tsx';
import { useLanguageCookie } from './language-cookie.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { OrderStatusDialog } from './order-status-dialog.tsx';
import { OrdersCarousel, QueuedOrders } from './orders-carousel.tsx';
import { useQueuedOrderSender } from './place-order.ts';
import { StoreDetailsDialog } from './store-details-dialog.tsx';
import { useDinerMenu } from './use-diner-menu.ts';

type Props = { qrcode: string; table: string | null; statusOrderId?: string | null };

function Placeholder({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="diner-placeholder" role="status" data-testid="diner-placeholder">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function DinerMenu({ qrcode, table, statusOrderId = null }: Props) {
  const state = useDinerMenu(qrcode, table);
  useFirstPaintHandover(state.kind === 'loading'); // DIN-FP1
  const [language, setLanguage] = useDinerLanguage(); // I18N3
  useLanguageCookie(language); // DIN-FP5: the server's first screen speaks it next time
  useEffect(() => {
    useDinerStore.getState().open(qrcode);
    rememberTable(qrcode, table);
  }, [qrcode, table]);
  useQueuedOrderSender();
  return (
    <div className="diner">
      {state.kind === 'loading' && <Placeholder text={DINER_TEXTS.pleaseWait} />}
      {state.kind === 'broken' && <Placeholder text={DINER_TEXTS.brokenLink} />}
      {state.kind === 'disabled' && <Placeholder text={DINER_TEXTS.menuNotAvailable} />}
      {state.kind === 'offline' && <Placeholder text={DINER_TEXTS.offlineNoMenu} onRetry={state.retry} />}
      {state.kind === 'ready' && (
        <MenuBody
          qrcode={qrcode}
          table={table}
          menu={state.menu}
          stale={state.stale}
          statusOrderId={statusOrderId}
          language={language}
          onLanguage={setLanguage}
        />
      )}
    </div>
  );
}

type BodyProps = {
  qrcode: string;
  table: string | null;
  menu: DinerMenuAnswer;
  stale: boolean;
  statusOrderId: string | null;
  language: LanguageCode;
  onLanguage: (code: LanguageCode) => void;
};

function MenuBody({ qrcode, table, menu, stale, statusOrderId, language, onLanguage }: BodyProps) {
  const t = useT();
  const items = useMemo(() => menuItemsOf(menu), [menu]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => sectionsOf(filterMenu(items, { categoryId: null, search: deferredSearch }), menu.categories),
    [items, menu.categories, deferredSearch],
  );
  const [picking, setPicking] = useState<MenuItem | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const lines = useDinerStore((s) => s.lines);
  const addLine = useDinerStore((s) => s.addLine);
  const saved = useDinerStore((s) => s.orders);
  const outbox = useDinerStore((s) => s.outbox);
  const cart = useMemo(() => priceCart(byId, lines), [byId, lines]);
  const inCart = useMemo(() => {
    const m = new Map<string, number>();
    for (const l of cart.lines) m.set(l.itemId, (m.get(l.itemId) ?? 0) + l.quantity);
    return m;
  }, [cart]);

  const mine = useMemo(() => ordersOf(saved, qrcode), [saved, qrcode]);
  const tokens = useMemo(() => mine.map((o) => o.orderToken), [mine]);
  useDinerSocket(tokens);
  const [remote, setRemote] = useState<MyOrder[]>([]);
  const tokensKey = tokens.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: tokensKey stands for tokens
  const refreshMine = useCallback(async () => {
    if (tokens.length === 0) return;
    const r = await dinerApi.myOrders(qrcode, dinerId(), tokens);
    if (r.ok) setRemote(r.data.orders);
  }, [qrcode, tokensKey]);
  useEffect(() => {
    void refreshMine();
  }, [refreshMine]);
  useDinerUpdates(() => void refreshMine());
  useDocumentTitle(dinerPageTitle(menu.storeSettings.storeName)); // PWA3

  const currency = menu.storeSettings.currency;
  const statusOrder = statusOrderId ? (mine.find((o) => o.orderId === statusOrderId) ?? null) : null;
  // DIN8: only the phone that placed an order holds its token; elsewhere the link can only say so
  const statusElsewhere = statusOrderId !== null && statusOrder === null;
  // DIN7: the link names a table the store no longer has (an offline menu cannot tell)
  const tableGone = table !== null && menu.table === null && !stale;
  const pick = (item: MenuItem) => {
    if (needsPicker(item)) setPicking(item);
    else addLine(newLine(item.id, { variantId: null, addonIds: [] }));
  };
  const viewOrder = (o: MyOrder) => {
    const s = mine.find((x) => x.orderId === o.orderId);
    if (s) void navigateTo(dinerPaths.status(qrcode, s.orderId, s.paymentMethod));
  };
  const store = menu.storeSettings;

  return (
    <>
      <header className="diner-header">
        <div className="diner-brand">
          {store.imageUrl ? (
            <img className="diner-logo" src={store.imageUrl} alt="" />
          ) : (
            <span className="diner-logo diner-logo-letter" aria-hidden="true">
              {store.storeName.slice(0, 1)}
            </span>
          )}
          <div>
            <h1 className="diner-store-name">{store.storeName}</h1>
            <p className="diner-store-sub">
              {menu.table ? t('diner.table', { title: menu.table.title }) : t('diner.orderFromPhone')}
              {stale && <span className="diner-offline"> · {t('diner.offlineMenu')}</span>}
            </p>
          </div>
        </div>
        <button
          type="button"
          className="diner-icon-btn"
          aria-label={t('diner.storeDetails')}
          onClick={() => setDetailsOpen(true)}
        >
          i
        </button>
        <LanguageSwitch value={language} onChange={onLanguage} />
      </header>
      <div className="diner-toolbar">
        <input
          type="search"
          className="diner-search"
          placeholder={t('diner.searchDishes')}
          aria-label={t('diner.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <CategoryBar sections={shown} />
      </div>
      <main className="diner-main">
        {tableGone && (
          <p className="diner-notice" role="alert" data-testid="diner-table-gone">
            {DINER_TEXTS.tableGone}
          </p>
        )}
        {statusElsewhere && (
          <p className="diner-notice" role="alert" data-testid="diner-order-elsewhere">
            {DINER_TEXTS.orderElsewhere}
          </p>
        )}
        <QueuedOrders queued={outbox.filter((q) => q.body.qrcode === qrcode)} />
        <OrdersCarousel orders={remote} currency={currency} onView={viewOrder} />
        <ItemList sections={shown} currency={currency} inCart={inCart} onPick={pick} />
      </main>
      {cart.count > 0 && (
        <div className="diner-cart-bar">
          <button type="button" className="diner-cart-btn" onClick={() => setCartOpen(true)}>
            <span className="diner-cart-count" data-testid="cart-count">
              {t('diner.cartCount', { n: cart.count })} · {formatMoney(cart.payable, currency)}{' '}
              <span className="diner-cart-fees">{DINER_TEXTS.plusFees}</span>
            </span>
            <span className="diner-cart-label">{DINER_TEXTS.viewCart}</span>
          </button>
        </div>
      )}
      {picking && (
        <ItemDialog item={picking} currency={currency} onClose={() => setPicking(null)} onAdd={addLine} />
      )}
      {cartOpen && (
        <CartDialog
          qrcode={qrcode}
          menu={menu}
          cart={cart}
          tableGone={tableGone}
          onClose={() => setCartOpen(false)}
        />
      )}
      {detailsOpen && (
        <StoreDetailsDialog store={store} qrcode={qrcode} onClose={() => setDetailsOpen(false)} />
      )}
      {statusOrder && (
        <OrderStatusDialog
          order={statusOrder}
          currency={currency}
          storeName={store.storeName}
          onClose={() => void navigateTo(dinerPaths.menu(qrcode, table), { replace: true })}
        />
      )}
    </>
  );
}
