/**
 * I18N1: the daily-operations screens in Hindi for a Hindi-speaking user: customers (khata), reservations,
 * invoices (with the invoice's orders and the refund dialog) and the dashboard home.
 */
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { openAs } from './customers-test-kit.ts';

const NOW = Date.UTC(2025, 2, 1, 12, 0);
const hindiUser = () => aUser({ language: 'hi' });
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

const store = aRow('storeSettings', {
  id: 'store',
  timeZone: 'UTC',
  businessDayStart: '04:00',
  currency: 'INR',
});
const asha = aRow('customers', {
  id: 'asha',
  name: 'Asha',
  phone: '9876543210',
  balanceDue: 1250,
  createdAt: 1,
});
const t1 = aRow('storeTables', { id: 't1', tableTitle: 'Patio 1' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  applyLanguage('en');
});

describe('Daily operations in Hindi', () => {
  it('[I18N1] customers: the card, the khata dues sentence, the add dialog and the pagination', async () => {
    await openAs('/dashboard/customers', { storeSettings: [store], customers: [asha] }, hindiUser());
    expect(await screen.findByRole('heading', { name: 'ग्राहक', level: 1 })).toBeTruthy();
    const card = await screen.findByTestId('customer-card');
    expect(within(card).getByText('बाक़ी राशि')).toBeTruthy();
    expect(screen.getByText('1 में से 1 दिखाए गए')).toBeTruthy();
    click('बकाया चुकाएँ', card);
    const settle = await screen.findByRole('dialog', { name: 'बकाया चुकाएँ' });
    expect(settle.textContent).toContain('Asha पर ₹12.50 बाक़ी है');
    expect(within(settle).getByRole('button', { name: 'चुकाएँ' })).toBeTruthy();
    click('बंद करें', settle);
    click('नया');
    const add = await screen.findByRole('dialog', { name: 'ग्राहक जोड़ें' });
    expect(within(add).getByLabelText(/^फ़ोन/)).toBeTruthy();
    expect(within(add).getByRole('option', { name: 'महिला' })).toBeTruthy();
  });

  it('[I18N1] reservations: the card, the status, the date filter presets', async () => {
    const tonight = aRow('reservations', {
      id: 'r1',
      customerId: 'asha',
      tableId: 't1',
      date: NOW + 7 * 3_600_000,
      peopleCount: 4,
      status: 'booked',
    });
    await openAs(
      '/dashboard/reservation',
      { storeSettings: [store], customers: [asha], storeTables: [t1], reservations: [tonight] },
      hindiUser(),
    );
    expect(await screen.findByRole('heading', { name: 'रिज़र्वेशन', level: 1 })).toBeTruthy();
    expect(screen.getByText('आज के रिज़र्वेशन')).toBeTruthy();
    const card = await screen.findByTestId('reservation-card');
    expect(within(card).getByText('लोग')).toBeTruthy();
    expect(within(card).getByText('बुक')).toBeTruthy();
    expect(card.textContent).toMatch(/मार्च/);
    click('फ़िल्टर');
    const filter = await screen.findByTestId('date-filter-dialog');
    expect(within(filter).getByRole('option', { name: 'आने वाला कल' })).toBeTruthy();
    expect(within(filter).getByRole('button', { name: 'लागू करें' })).toBeTruthy();
  });

  it("[I18N1] invoices: columns, an invoice's orders and the refund dialog", async () => {
    const o1 = aRow('orders', { id: 'o1', tokenNo: '7', total: 51700, createdAt: NOW - 1000 });
    const invoice = aRow('invoices', {
      id: '0195f000-0000-7000-8000-00000000abcd',
      createdAt: NOW,
      subTotal: 49000,
      taxTotal: 2700,
      total: 51700,
      customerId: null,
      tableId: 't1',
    });
    await openAs(
      '/dashboard/invoices',
      {
        storeSettings: [store],
        storeTables: [t1],
        orders: [o1],
        invoices: [invoice],
        invoiceOrders: [
          aRow('invoiceOrders', { id: `${invoice.id}:o1`, invoiceId: invoice.id, orderId: 'o1' }),
        ],
      },
      hindiUser(),
    );
    expect(await screen.findByRole('heading', { name: 'आज के इनवॉइस' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'डिलीवरी का प्रकार' })).toBeTruthy();
    click('इनवॉइस 0000ABCD के ऑर्डर देखें');
    const orders = await screen.findByRole('dialog', { name: 'इनवॉइस के ऑर्डर' });
    expect(within(orders).getByRole('heading', { name: 'टोकन 7 · ₹517.00' })).toBeTruthy();
    click('बंद करें', orders);
    click('इनवॉइस 0000ABCD का रिफ़ंड');
    const refund = await screen.findByTestId('refund-dialog');
    expect(within(refund).getByTestId('refund-left').textContent).toBe('रिफ़ंड हो सकता है: ₹517.00');
    expect(within(refund).getByLabelText('रिफ़ंड कहाँ')).toBeTruthy();
    expect(within(refund).getByLabelText('कारण')).toBeTruthy();
  });

  it('[I18N1] the dashboard home: welcome, tiles, reservations and plurals of people', async () => {
    signInCookie();
    setSessionUser(aUser({ language: 'hi', name: 'Ravi' }));
    installFakeFetch({
      'GET /api/v1/dashboard': [
        {
          status: 200,
          body: {
            reservations: [
              {
                id: 'r-1',
                customer_id: 'c-1',
                customer_name: 'Bala',
                customer_phone: '9876543210',
                date: '2025-03-01T13:30:00.000Z',
                table_id: 't-1',
                table_title: 'Table 1',
                status: 'booked',
                notes: null,
                people_count: 4,
                unique_code: null,
              },
            ],
            topSellingItems: [],
            ordersCount: 12,
            newCustomerCount: 3,
            repeatedCustomerCount: 2,
            currency: 'INR',
          },
        },
      ],
    });
    renderApp('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'स्वागत है, Ravi!' })).toBeTruthy();
    expect(await screen.findByText('नए रजिस्टर्ड ग्राहक')).toBeTruthy();
    expect(screen.getByTestId('home-reservations').textContent).toContain('4 लोग');
    expect(screen.getByText('आज सबसे ज़्यादा बिकने वाला कोई आइटम नहीं मिला!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रिपोर्ट देखें' })).toBeTruthy();
  });
});
