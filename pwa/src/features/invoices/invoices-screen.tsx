/**
 * Invoices, read-only from the device database: a search box, the date filter (Today
 * by default, in the store's zone), 'Showing Invoices for {filter label}', a table with Invoice ID, Tokens,
 * Date, Subtotal, Tax, Total, Delivery Type, Customer, Table and two actions: print the receipt and view the
 * invoice's orders with their items.
 */
import {
  type InvoiceRow,
  invoicePaymentState,
  orderTypeLabel,
  PAYMENT_STATE_LABELS,
  TEXTS,
} from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useLive } from '../../db/hooks.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { InvoiceTenders, RefundButton } from '../bill-ops/invoice-bill-ops.tsx';
import { openPrintWindow, receiptPath } from '../print/open-print-window.ts';
import { ReprintMenu } from '../printers/reprint-menu.tsx';
import {
  type DateFilter,
  DateFilterDialog,
  filterLabel,
  filterRange,
  TODAY_FILTER,
  useStoreClock,
} from '../reservations/date-filter.tsx';
import { useSingleton, useSorted } from '../settings/settings-data.ts';
import { SettingsPage } from '../settings/settings-page.tsx';
import '../customers/daily-ops.css';
import { type InvoiceEntry, InvoiceOrdersDialog } from './invoice-orders-dialog.tsx';

export const INVOICES_EMPTY = 'No Results found! Change the Filter!';

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
  const clock = useStoreClock();
  const store = useSingleton('storeSettings');
  const tables = useSorted('storeTables');
  const [filter, setFilter] = useState<DateFilter>(TODAY_FILTER);
  const [filtering, setFiltering] = useState(false);
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
      title="Invoices"
      testId="invoices"
      actions={
        <button type="button" className="btn btn-secondary" onClick={() => setFiltering(true)}>
          Filter
        </button>
      }
    >
      <div className="field">
        <input
          type="search"
          aria-label="Search invoices"
          placeholder="Search by invoice, token, customer or table"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <h2>Showing Invoices for {filterLabel(filter)}</h2>
      {entries === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {found?.length === 0 && <p className="muted">{INVOICES_EMPTY}</p>}
      {found && found.length > 0 && (
        <div className="table-scroll invoices-scroll">
          <table className="invoices-table">
            <thead>
              <tr>
                <th scope="col">Invoice ID</th>
                <th scope="col">Tokens</th>
                <th scope="col">Date</th>
                <th scope="col">Subtotal</th>
                <th scope="col">Tax</th>
                <th scope="col">Total</th>
                <th scope="col">Delivery Type</th>
                <th scope="col">Customer</th>
                <th scope="col">Table</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {found.map((e) => {
                const { invoice: i, orders } = e;
                const short = shortInvoiceId(i.id);
                return (
                  <tr key={i.id} data-testid="invoice-row">
                    <td data-label="Invoice ID" title={i.id}>
                      {short}
                      {/* INVS1: a GST store's tax invoice number */}
                      {i.invoiceNo && <div className="muted">{i.invoiceNo}</div>}
                    </td>
                    <td data-label="Tokens">{orders.map((o) => o.tokenNo).join(', ')}</td>
                    <td data-label="Date">{formatDateTime(new Date(i.createdAt).toISOString())}</td>
                    <td data-label="Subtotal">{money(i.subTotal)}</td>
                    <td data-label="Tax">{money(i.taxTotal)}</td>
                    <td data-label="Total">
                      {money(i.total)}
                      {/* WHO4: a sale on the khata is still to be paid */}
                      {i.isCredit && (
                        <span className="badge badge-credit">
                          {PAYMENT_STATE_LABELS[invoicePaymentState(i)]}
                        </span>
                      )}
                      {/* TEND3, REF1: each tender with its change; what was refunded */}
                      <InvoiceTenders invoice={i} currency={store?.currency} />
                    </td>
                    <td data-label="Delivery Type">{orderTypeLabel(i)}</td>
                    <td data-label="Customer">{invoiceCustomer(i)}</td>
                    <td data-label="Table">{titleOf(i)}</td>
                    <td data-label="Action">
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={`Print receipt of invoice ${short}`}
                        disabled={orders.length === 0}
                        onClick={() => openPrintWindow(receiptPath(orders.map((o) => o.id)))}
                      >
                        Print
                      </button>{' '}
                      {/* PRT7: receipt, token or kitchen ticket again, on the store's printers */}
                      <ReprintMenu
                        orderIds={orders.map((o) => o.id)}
                        label={`Reprint for invoice ${short}`}
                      />{' '}
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={`View orders of invoice ${short}`}
                        onClick={() => setViewing(e)}
                      >
                        Orders
                      </button>{' '}
                      <RefundButton
                        invoice={i}
                        orders={orders}
                        currency={store?.currency}
                        label={`Refund invoice ${short}`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {filtering && (
        <DateFilterDialog
          value={filter}
          clock={clock}
          onClose={() => setFiltering(false)}
          onApply={(f) => {
            setFilter(f);
            setFiltering(false);
          }}
        />
      )}
      {viewing && (
        <InvoiceOrdersDialog entry={viewing} currency={store?.currency} onClose={() => setViewing(null)} />
      )}
    </SettingsPage>
  );
}
