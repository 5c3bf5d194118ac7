/**
 * The till's own printer (PRT16) with a fake transport: there is no USB or serial printer here, so the bytes the
 * till would send are recorded and decoded back into what the printer would do.
 */
import type { PrinterConfig } from '@tavola/shared/printing/printer-config';
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { aRow } from '@tavola/shared/test-support/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import type { TavolaDb } from '../../db/database.ts';
import { usbPrinter } from './printers-test-kit.ts';
import { printSaleOnTill } from './till-print.ts';
import { isCashPayment } from './till-print-entry.ts';
import { writeTillPrinter } from './till-printer-store.ts';
import { setTillTransportFactory } from './till-transport.ts';

const T = Date.UTC(2026, 10, 27, 8, 30);
const base = usbPrinter({ id: 'p1' });

let db: TavolaDb;
let jobs: Uint8Array[];
const pair = (printer: Partial<PrinterConfig>) =>
  writeTillPrinter({ printer: { ...base, ...printer }, device: { vendorId: 1208, productId: 3624 } });
const papers = () => jobs.map((j) => decodeEscPos(j));

beforeEach(async () => {
  jobs = [];
  setTillTransportFactory(() => ({
    pair: async () => null,
    print: async (_device, bytes) => {
      jobs.push(bytes);
    },
  }));
  db = deviceDb(`till-print-${Math.random()}`);
  await db.stations.bulkPut([
    aRow('stations', { id: 'kit', title: 'Kitchen' }),
    aRow('stations', { id: 'bar', title: 'Bar' }),
  ]);
  await db.storeSettings.put(
    aRow('storeSettings', { storeName: 'Tavola Demo Kitchen', currency: 'EUR', timeZone: 'Asia/Kolkata' }),
  );
  await db.printSettings.put(aRow('printSettings', { isEnablePrint: true, printToken: true }));
  await db.paymentTypes.bulkPut([
    aRow('paymentTypes', { id: 'cash', title: 'Cash' }),
    aRow('paymentTypes', { id: 'card', title: 'Card' }),
  ]);
  await db.orders.put(
    aRow('orders', { id: 'o1', tokenNo: '17', deliveryType: 'takeaway', total: 90000, subTotal: 90000 }),
  );
  await db.orderItems.bulkPut([
    aRow('orderItems', {
      id: 'l1',
      orderId: 'o1',
      itemTitle: 'Paneer Tikka',
      quantity: 2,
      stationId: 'kit',
      unitPrice: 30000,
      createdAt: 1,
    }),
    aRow('orderItems', {
      id: 'l2',
      orderId: 'o1',
      itemTitle: 'Mango Lassi',
      quantity: 1,
      stationId: 'bar',
      unitPrice: 30000,
      createdAt: 2,
    }),
    aRow('orderItems', {
      id: 'l3',
      orderId: 'o1',
      itemTitle: 'Old line',
      status: 'cancelled',
      stationId: 'kit',
      createdAt: 3,
    }),
  ]);
});
afterEach(() => {
  writeTillPrinter(null);
  setTillTransportFactory(null);
});

describe('printing on the till', () => {
  it('[PRT16] prints nothing and says so when no printer is paired with this till', async () => {
    expect(await printSaleOnTill({ orderId: 'o1', paidInCash: false, cashierName: 'Asha' }, db, T)).toBe(
      false,
    );
    expect(jobs).toHaveLength(0);
  });

  it('[PRT16][STN1] a kitchen printer for all stations prints one ticket per station with only its lines', async () => {
    pair({ role: 'kitchen' });
    expect(await printSaleOnTill({ orderId: 'o1', paidInCash: false, cashierName: 'Asha' }, db, T)).toBe(
      true,
    );
    const [kitchen, bar] = papers();
    expect(jobs).toHaveLength(2);
    expect(kitchen?.texts).toEqual(
      expect.arrayContaining(['Kitchen', 'Token 17', 'Take Away', '2 x Paneer Tikka']),
    );
    expect(kitchen?.texts).not.toContain('1 x Mango Lassi');
    expect(kitchen?.texts.join('|')).not.toContain('Old line');
    expect(kitchen?.texts.some((t) => t.startsWith('2026-11-27 14:00') && t.endsWith('By Asha'))).toBe(true);
    expect(bar?.texts).toEqual(expect.arrayContaining(['Bar', '1 x Mango Lassi']));
    expect(bar?.cuts).toBe(1);
  });

  it('[PRT16][STN1] a bar printer prints only the bar ticket, on 57 mm paper', async () => {
    pair({ role: 'kitchen', stationIds: ['bar'], paperWidth: '57' });
    await printSaleOnTill({ orderId: 'o1', paidInCash: false, cashierName: null }, db, T);
    expect(jobs).toHaveLength(1);
    const [bar] = papers();
    expect(bar?.texts).toContain('1 x Mango Lassi');
    expect(bar?.texts).toContain('─'.repeat(32));
  });

  it('[PRT6][PRT16] a receipt printer with a drawer: the receipt and the kick for cash, no kick for a card', async () => {
    pair({ role: 'receipt', hasCashDrawer: true });
    await printSaleOnTill({ orderId: 'o1', paidInCash: true, cashierName: null }, db, T);
    await printSaleOnTill({ orderId: 'o1', paidInCash: false, cashierName: null }, db, T);
    const [cash, card] = papers();
    expect(cash?.drawerKicks).toBe(1);
    expect(cash?.texts).toContain('Token: 17');
    expect(card?.drawerKicks).toBe(0);
    expect(card?.texts.some((t) => t.startsWith('Paneer Tikka x 2'))).toBe(true);
  });

  it('[PRT6] with receipts printing switched off, a cash sale only opens the drawer', async () => {
    await db.printSettings.toCollection().modify({ isEnablePrint: false });
    pair({ role: 'receipt', hasCashDrawer: true });
    await printSaleOnTill({ orderId: 'o1', paidInCash: true, cashierName: null }, db, T);
    expect(papers()).toMatchObject([{ drawerKicks: 1, texts: [], cuts: 0 }]);
  });

  it('[PRT6] a cash payment is the "Cash" payment type, not credit', async () => {
    expect(await isCashPayment(db, { paymentTypeId: 'cash', credit: false })).toBe(true);
    expect(await isCashPayment(db, { paymentTypeId: 'card', credit: false })).toBe(false);
    expect(await isCashPayment(db, { paymentTypeId: 'cash', credit: true })).toBe(false);
    expect(await isCashPayment(db, null)).toBe(false);
  });

  it('[PRT19] a split payment with a cash tender kicks the till’s drawer; card tenders alone do not', async () => {
    pair({ role: 'receipt', hasCashDrawer: true });
    const split = {
      paymentTypeId: null,
      credit: false,
      tenders: [
        { paymentTypeId: 'card', tendered: 10000 },
        { paymentTypeId: 'cash', tendered: 100000 },
      ],
    };
    const cardOnly = { ...split, tenders: [{ paymentTypeId: 'card', tendered: 90000 }] };
    for (const payment of [split, cardOnly]) {
      const paidInCash = await isCashPayment(db, payment);
      await printSaleOnTill({ orderId: 'o1', paidInCash, cashierName: null }, db, T);
    }
    expect(papers().map((p) => p.drawerKicks)).toEqual([1, 0]);
  });

  it('[PRT16] a printer that fails does not throw into the sale', async () => {
    setTillTransportFactory(() => ({
      pair: async () => null,
      print: async () => {
        throw new Error('USB transfer failed');
      },
    }));
    pair({ role: 'kitchen' });
    expect(await printSaleOnTill({ orderId: 'o1', paidInCash: false, cashierName: null }, db, T)).toBe(false);
  });
});
