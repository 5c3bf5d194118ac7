import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../test-support/escpos-decoder.ts';
import { aRow, T0 } from '../test-support/sync.ts';
import { drawerDocument, type MonoBitmap, testPageDocument } from './document.ts';
import { isEncodableText } from './encodable.ts';
import { encodeDocument, type RasterText } from './encode.ts';
import { kitchenTicketDocument, type TicketMark } from './kitchen-ticket.ts';
import { receiptDocument } from './receipt.ts';
import { buildReceipt, type ReceiptData } from './receipt-model.ts';
import { tokenSlipDocument } from './token-slip.ts';

const order = {
  id: '01900000-0000-7000-8000-000000000abc',
  tokenNo: '17',
  deliveryType: 'dinein',
  tableId: 't5',
  customerName: null,
};
const lines = [
  {
    id: 'l1',
    itemTitle: 'Butter Chicken',
    variantTitle: 'Large',
    quantity: 2,
    addons: [{ id: 'a1', title: 'Butter Naan', price: 6000 }],
    notes: 'less spicy',
  },
  { id: 'l2', itemTitle: 'Dal Makhani', variantTitle: null, quantity: 1, addons: [], notes: null },
];
const ticket = (mark: TicketMark, columns: 32 | 48 = 48, items = lines) =>
  kitchenTicketDocument({
    order,
    lines: items,
    stationTitle: 'Kitchen',
    mark,
    cashierName: 'Asha',
    tableTitle: '5',
    columns,
    at: Date.UTC(2026, 10, 27, 8, 30),
    timeZone: 'Asia/Kolkata',
  });
const escpos = (columns: 32 | 48, raster?: RasterText) => ({ columns, language: 'esc-pos' as const, raster });

/** A fake rasteriser: a solid bar as wide as 12 dots per character, 24 dots high, so tests can see its size. */
const fakeRaster: RasterText = (text, widthDots) => {
  const width = Math.min(widthDots, [...text].length * 12);
  return { width, height: 24, pixels: new Uint8Array(width * 24).fill(1) } satisfies MonoBitmap;
};

describe('kitchen ticket on paper', () => {
  it('[PRT11] prints token, table, time, cashier and each item with variant, addons and notes in large type', async () => {
    const paper = decodeEscPos(await encodeDocument(ticket('NEW'), escpos(48)));
    expect(paper.texts).toEqual([
      'Kitchen',
      'Token 17',
      'Table 5',
      '2026-11-27 14:00                         By Asha',
      '─'.repeat(48),
      '2 x Butter Chicken',
      'Large',
      '+ Butter Naan',
      'NOTE: less spicy',
      '1 x Dal Makhani',
      '─'.repeat(48),
    ]);
    const item = paper.lines.find((l) => l.text === '2 x Butter Chicken');
    expect(item).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(paper.lines.find((l) => l.text === 'NOTE: less spicy')?.height).toBe(2);
    expect(paper.lines.find((l) => l.text === 'Token 17')?.height).toBe(3);
    expect(paper.cuts).toBe(1);
    expect(paper.drawerKicks).toBe(0);
    expect(paper.initializations).toBe(1);
  });

  it('[PRT11] marks an ADDITION, a VOID (each line too) and a REPRINT; a new ticket has no mark', async () => {
    const texts = async (mark: TicketMark) =>
      decodeEscPos(await encodeDocument(ticket(mark), escpos(48))).texts;
    expect((await texts('NEW'))[0]).toBe('Kitchen');
    expect((await texts('ADDITION'))[0]).toBe('** ADDITION **');
    expect((await texts('REPRINT'))[0]).toBe('** REPRINT **');
    const voided = await texts('VOID');
    expect(voided[0]).toBe('** VOID **');
    expect(voided).toContain('VOID 2 x Butter Chicken');
    expect(voided).toContain('VOID 1 x Dal Makhani');
  });

  it('[PRT2] 32 columns on 57 mm paper, 48 on 80 mm: rules, rows and wrapped large lines fit the paper', async () => {
    const narrow = decodeEscPos(await encodeDocument(ticket('NEW', 32), escpos(32)));
    const wide = decodeEscPos(await encodeDocument(ticket('NEW'), escpos(48)));
    expect(narrow.texts).toContain('─'.repeat(32));
    expect(wide.texts).toContain('─'.repeat(48));
    expect(narrow.texts).toContain('2026-11-27 14:00         By Asha');
    // double width: 16 characters a line at 32 columns, so the long title wraps there and not at 48
    expect(narrow.texts).toContain('2 x Butter');
    expect(narrow.texts).toContain('Chicken');
    expect(wide.texts).toContain('2 x Butter Chicken');
    for (const l of narrow.lines) expect(l.columns).toBeLessThanOrEqual(32);
    for (const l of wide.lines) expect(l.columns).toBeLessThanOrEqual(48);
    // the token is smaller on narrow paper so it still fits
    expect(narrow.lines.find((l) => l.text === 'Token 17')?.height).toBe(2);
  });
});

describe('text the printer cannot encode', () => {
  it('[PRT12] knows which characters the code pages hold', () => {
    expect(isEncodableText('Crème brûlée € 10')).toBe(true);
    expect(isEncodableText('पनीर टिक्का')).toBe(false);
    expect(isEncodableText('₹100')).toBe(false);
    expect(isEncodableText('கொத்து')).toBe(false);
  });

  it('[PRT12] a Devanagari title goes as an image, the rest stays text', async () => {
    const hindi = [
      { id: 'l3', itemTitle: 'पनीर टिक्का', variantTitle: null, quantity: 1, addons: [], notes: null },
    ];
    let asked: string[] = [];
    const raster: RasterText = (text, width, style) => {
      asked = [...asked, `${text}|${width}|${style.size}`];
      return fakeRaster(text, width, style);
    };
    const paper = decodeEscPos(await encodeDocument(ticket('NEW', 48, hindi), escpos(48, raster)));
    expect(asked).toEqual(['1 x पनीर टिक्का|576|2']);
    expect(paper.images).toHaveLength(1);
    expect(paper.images[0]).toMatchObject({ width: 576, height: 24 });
    expect(paper.images[0]?.black).toBe([...'1 x पनीर टिक्का'].length * 12 * 24);
    expect(paper.texts).toContain('Token 17');
    expect(paper.texts.join('\n')).not.toContain('?');
  });

  it('[PRT12] without a rasteriser the line still prints, as "?" for what is missing', async () => {
    const hindi = [{ id: 'l3', itemTitle: 'पनीर', variantTitle: null, quantity: 1, addons: [], notes: null }];
    const paper = decodeEscPos(await encodeDocument(ticket('NEW', 48, hindi), escpos(48)));
    expect(paper.images).toHaveLength(0);
    expect(paper.texts).toContain('1 x ????');
  });
});

const receiptData = (flags: Record<string, unknown> = {}): ReceiptData => ({
  orders: [
    aRow('orders', {
      id: 'o1',
      tokenNo: '17',
      customerType: 'CUSTOMER',
      customerName: 'Asha',
      deliveryType: 'takeaway',
      subTotal: 47000,
      taxTotal: 2350,
      total: 49350,
      paymentStatus: 'paid',
    }),
  ],
  items: [
    aRow('orderItems', {
      id: 'l1',
      orderId: 'o1',
      itemTitle: 'Butter Chicken',
      variantTitle: 'Large',
      unitPrice: 47000,
      quantity: 1,
      notes: 'less spicy',
      addons: [{ id: 'naan', title: 'Butter Naan', price: 6000 }],
    }),
  ],
  printSettings: aRow('printSettings', {
    pageFormat: '80',
    header: 'Welcome!',
    footer: 'Thank you',
    ...flags,
  }),
  storeSettings: aRow('storeSettings', {
    storeName: 'Tavola Demo Kitchen',
    currency: 'EUR',
    timeZone: 'Asia/Kolkata',
  }),
  tables: [],
  customers: [],
});

describe('receipt and token slip on paper', () => {
  it('[PRT10] the receipt says what /print-receipt says, flags respected', async () => {
    const receipt = buildReceipt(
      receiptData({ showStoreDetails: true, showNotes: true, printToken: true }),
      T0,
    );
    if (!receipt) throw new Error('no receipt');
    const paper = decodeEscPos(await encodeDocument(receiptDocument(receipt), escpos(48)));
    expect(paper.texts).toContain('Tavola Demo Kitchen');
    expect(paper.texts).toContain('Welcome!');
    expect(paper.texts).toContain(`Receipt No: ${receipt.receiptNo}`);
    expect(paper.texts).toContain(`Butter Chicken x 1${' '.repeat(48 - 18 - 6)}470.00`);
    expect(paper.texts).toContain('Note: less spicy');
    expect(paper.lines.find((l) => l.text.startsWith('Total'))).toMatchObject({ bold: true, height: 2 });
    expect(paper.texts).toContain('Token: 17');
    expect(paper.drawerKicks).toBe(0);

    const plain = buildReceipt(
      receiptData({ showStoreDetails: false, showNotes: false, printToken: false }),
      T0,
    );
    if (!plain) throw new Error('no receipt');
    const plainPaper = decodeEscPos(await encodeDocument(receiptDocument(plain), escpos(32)));
    expect(plainPaper.texts).not.toContain('Tavola Demo Kitchen');
    expect(plainPaper.texts).not.toContain('Note: less spicy');
    expect(plainPaper.texts.some((t) => t.startsWith('Token'))).toBe(false);
  });

  it('[PRT6] a cash receipt kicks the drawer before printing; "No sale" is the kick alone', async () => {
    const receipt = buildReceipt(receiptData(), T0);
    if (!receipt) throw new Error('no receipt');
    const paper = decodeEscPos(
      await encodeDocument(receiptDocument(receipt, { openDrawer: true }), escpos(48)),
    );
    expect(paper.drawerKicks).toBe(1);
    expect(paper.events.findIndex((e) => e.type === 'drawer')).toBeLessThan(
      paper.events.findIndex((e) => e.type === 'line' && e.line.text !== ''),
    );
    const noSale = decodeEscPos(await encodeDocument(drawerDocument(), escpos(32)));
    expect(noSale).toMatchObject({ drawerKicks: 1, cuts: 0, texts: [] });
  });

  it('[PRT12] a ₹ the code pages lack turns only the totals into images', async () => {
    const data = receiptData();
    const inr = { ...data, storeSettings: data.storeSettings && { ...data.storeSettings, currency: 'INR' } };
    const receipt = buildReceipt(inr, T0);
    if (!receipt) throw new Error('no receipt');
    const paper = decodeEscPos(await encodeDocument(receiptDocument(receipt), escpos(48, fakeRaster)));
    expect(paper.images.length).toBe(3); // subtotal, tax and total: the lines with a ₹
    expect(paper.texts).toContain(`Butter Chicken x 1${' '.repeat(48 - 18 - 6)}470.00`);
  });

  it('[PRT13] the token slip: the number very large, reference and time; REPRINT when asked', async () => {
    const slip = tokenSlipDocument({ order, at: T0, timeZone: 'UTC', reprint: true });
    const paper = decodeEscPos(await encodeDocument(slip, escpos(32)));
    expect(paper.texts).toEqual([
      '** REPRINT **',
      'TOKEN',
      '17',
      expect.stringMatching(/^Ref #/),
      '2025-03-01 12:00',
    ]);
    expect(paper.lines.find((l) => l.text === '17')?.height).toBe(3);
    expect(paper.cuts).toBe(1);
  });

  it('[PRT9] the test page names the printer; StarPRNT encodes too', async () => {
    const page = testPageDocument('Bar printer', 48, '2026-11-27 14:00');
    const paper = decodeEscPos(await encodeDocument(page, escpos(48)));
    expect(paper.texts.some((t) => t.startsWith('Printer') && t.endsWith('Bar printer'))).toBe(true);
    const star = await encodeDocument(page, { columns: 48, language: 'star-prnt' });
    expect(star.length).toBeGreaterThan(100);
    expect(String.fromCharCode(...star)).toContain('Bar printer');
  });
});
