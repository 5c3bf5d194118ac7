/**
 * Invoices, read-only from the device database: a search box, the date filter (Today
 * by default, in the store's zone), 'Showing Invoices for {filter label}', a table with Invoice ID, Tokens,
 * Date, Subtotal, Tax, Total, Delivery Type, Customer, Table and two actions: print the receipt and view the
 * invoice's orders with their items.
 */
import { type InvoiceRow, invoicePaymentState, type PaymentState, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useLive } from '../../db/hooks.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { orderTypeText } from '../../i18n/shared-labels.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { InvoiceTenders, RefundButton } from '../bill-ops/invoice-bill-ops.tsx';
import { openPrintWindow, receiptPath } from '../print/open-print-window.ts';
import { ReprintMenu } from '../printers/reprint-menu.tsx';
import { filterLabel, filterRange, useDateFilter, useStoreClock } from '../reservations/date-filter.tsx';
import { useSingleton, useSorted } from '../settings/settings-data.ts';
import { SettingsPage } from '../settings/settings-page.tsx';
import '../customers/daily-ops.css';
import { type InvoiceEntry, InvoiceOrdersDialog } from './invoice-orders-dialog.tsx';

export const INVOICES_EMPTY = 'No Results found! Change the Filter!';

/** A khata sale's payment state in the current language (shared's PAYMENT_STATE_LABELS are English). */
const PAYMENT_STATE_TEXTS: Readonly<Record<PaymentState, () => string>> = {
  paid: () => translate('invoices.state.paid'),
  credit: () => translate('invoices.state.credit'),
  unpaid: () => translate('invoices.state.unpaid'),
};

/** Invoice ids are UUIDv7: the table shows their last 8 characters (the random part), the title the whole. */
export const shortInvoiceId = (id: string): string => id.replace(/-/g, '').slice(-8).toUpperCase();

/**
 * The customer column: the name (or phone) as invoiced, a QR menu diner's too (WHO7); without either,
 * 'WALKIN' when no customer is named.
 */
export const invoiceCustomer = (i: InvoiceRow): string =>
  i.name ?? i.phone ?? (i.customerId === null ? 'WALKIN' : 'CUSTOMER');

function matches(e: InvoiceEntry, tableTitle: string, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  const { invoice: i } = e;
  const fields = [
    i.id,
    shortInvoiceId(i.id),
    invoiceCustomer(i),
    i.phone,
    tableTitle,
    ...e.orders.map((o) => o.tokenNo),
  ];
  return fields.some((f) => (f ?? '').toLowerCase().includes(q));
}

export function InvoicesScreen() {
  const t = useT();
  const clock = useStoreClock();
  const dateFilter = useDateFilter(clock);
  const { filter } = dateFilter;
  const store = useSingleton('storeSettings');
  const tables = useSorted('storeTables');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<InvoiceEntry | null>(null);
  const { from, to } = filterRange(filter, clock);
  const entries = useLive(
    async (db): Promise<InvoiceEntry[]> => {
      const invoices = await db.invoices
        .where('createdAt')
        .between(from, to, true, false)
        .reverse()
        .sortBy('createdAt');
      const links = await db.invoiceOrders
        .where('invoiceId')
        .anyOf(invoices.map((i) => i.id))
        .toArray();
      const orders = await db.orders.bulkGet([...new Set(links.map((l) => l.orderId))]);
      const byId = new Map(orders.flatMap((o) => (o ? [[o.id, o] as const] : [])));
      return invoices.map((invoice) => ({
        invoice,
        orders: links
          .filter((l) => l.invoiceId === invoice.id)
          .flatMap((l) => byId.get(l.orderId) ?? [])
          .sort((a, b) => a.createdAt - b.createdAt),
      }));
    },
    [from, to],
  );
  const tableTitles = new Map((tables ?? []).map((t) => [t.id, t.tableTitle]));
  const titleOf = (i: InvoiceRow) => (i.tableId ? (tableTitles.get(i.tableId) ?? '-') : '-');
  const found = entries?.filter((e) => matches(e, titleOf(e.invoice), search));
  const money = (minor: number) => formatMoney(minor, store?.currency);

  return (
    <SettingsPage
      title={t('invoices.title')}
      testId="invoices"
      actions={
        <button type="button" className="btn btn-secondary" onClick={dateFilter.open}>
          {t('invoices.filter')}
        </button>
      }
    >
      <div className="field">
        <input
          type="search"
          aria-label={t('invoices.search')}
          placeholder={t('invoices.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <h2>{t('invoices.showingFor', { label: filterLabel(filter) })}</h2>
      {entries === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {found?.length === 0 && <p className="muted">{t('invoices.empty')}</p>}
      {found && found.length > 0 && (
        <div className="table-scroll invoices-scroll">
          <table className="invoices-table">
            <thead>
              <tr>
                <th scope="col">{t('invoices.col.id')}</th>
                <th scope="col">{t('invoices.col.tokens')}</th>
                <th scope="col">{t('invoices.col.date')}</th>
                <th scope="col">{t('invoices.col.subtotal')}</th>
                <th scope="col">{t('invoices.col.tax')}</th>
                <th scope="col">{t('invoices.col.total')}</th>
                <th scope="col">{t('invoices.col.deliveryType')}</th>
                <th scope="col">{t('invoices.col.customer')}</th>
                <th scope="col">{t('invoices.col.table')}</th>
                <th scope="col">{t('invoices.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {found.map((e) => {
                const { invoice: i, orders } = e;
                const short = shortInvoiceId(i.id);
                return (
                  <tr key={i.id} data-testid="invoice-row">
                    <td data-label={t('invoices.col.id')} title={i.id}>
                      {short}
                      {/* INVS1: a GST store's tax invoice number */}
                      {i.invoiceNo && <div className="muted">{i.invoiceNo}</div>}
                    </td>
                    <td data-label={t('invoices.col.tokens')}>{orders.map((o) => o.tokenNo).join(', ')}</td>
                    <td data-label={t('invoices.col.date')}>
                      {formatDateTime(new Date(i.createdAt).toISOString())}
                    </td>
                    <td data-label={t('invoices.col.subtotal')}>{money(i.subTotal)}</td>
                    <td data-label={t('invoices.col.tax')}>{money(i.taxTotal)}</td>
                    <td data-label={t('invoices.col.total')}>
                      {money(i.total)}
                      {/* WHO4: a sale on the khata is still to be paid */}
                      {i.isCredit && (
                        <span className="badge badge-credit">
                          {PAYMENT_STATE_TEXTS[invoicePaymentState(i)]()}
                        </span>
                      )}
                      {/* TEND3, REF1: each tender with its change; what was refunded */}
                      <InvoiceTenders invoice={i} currency={store?.currency} />
                    </td>
                    <td data-label={t('invoices.col.deliveryType')}>{orderTypeText(i, t)}</td>
                    <td data-label={t('invoices.col.customer')}>{invoiceCustomer(i)}</td>
                    <td data-label={t('invoices.col.table')}>{titleOf(i)}</td>
                    <td data-label={t('invoices.col.action')}>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={t('invoices.printOf', { id: short })}
                        disabled={orders.length === 0}
                        onClick={() => openPrintWindow(receiptPath(orders.map((o) => o.id)))}
                      >
                        {t('invoices.print')}
                      </button>{' '}
                      {/* PRT7: receipt, token or kitchen ticket again, on the store's printers */}
                      <ReprintMenu
                        orderIds={orders.map((o) => o.id)}
                        label={t('invoices.reprintFor', { id: short })}
                      />{' '}
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={t('invoices.ordersOf', { id: short })}
                        onClick={() => setViewing(e)}
                      >
                        {t('invoices.orders')}
                      </button>{' '}
                      <RefundButton
                        invoice={i}
                        orders={orders}
                        currency={store?.currency}
                        label={t('invoices.refundOf', { id: short })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {dateFilter.dialog}
      {viewing && (
        <InvoiceOrdersDialog entry={viewing} currency={store?.currency} onClose={() => setViewing(null)} />
      )}
    </SettingsPage>
  );
}
