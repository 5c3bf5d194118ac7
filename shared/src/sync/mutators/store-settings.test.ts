import { describe, expect, it } from 'vitest';
import { aMutatorContext, aRow, aSyncState, T0 } from '../../test-support/sync.ts';
import { run } from '../../test-support/sync-shop.ts';

const later = aMutatorContext({ now: T0 + 1000 });
const NOTHING = { ok: true, writes: [] };
const store = aRow('storeSettings', { id: 'store-1', uniqueQrCode: 'qr-1' });
const print = aRow('printSettings', { id: 'print-1' });
const configured = aSyncState({ storeSettings: [store], printSettings: [print] });

const details = {
  storeName: ' Trattoria Roma ',
  address: '1 Via Roma',
  phone: '',
  email: 'roma@example.test',
  currency: 'eur',
  isQRMenuEnabled: true,
};

describe('store-settings.update.v1', () => {
  it('[SET5] [VAL7] saves the details; blanks become null; the code and location stay', () => {
    const { state } = run(configured, 'store-settings.update.v1', details, later);
    expect(state.storeSettings?.['store-1']).toEqual({
      ...store,
      storeName: 'Trattoria Roma',
      address: '1 Via Roma',
      phone: null,
      email: 'roma@example.test',
      currency: 'EUR',
      isQrMenuEnabled: true,
      updatedAt: T0 + 1000,
    });
  });

  it('[SET5] [TIME3] time zone and day start change only when sent', () => {
    const { state } = run(configured, 'store-settings.update.v1', {
      ...details,
      timeZone: 'Europe/Rome',
      dayStart: '05:30',
    });
    expect(state.storeSettings?.['store-1']).toMatchObject({
      timeZone: 'Europe/Rome',
      businessDayStart: '05:30',
    });
    const again = run(state, 'store-settings.update.v1', details).state;
    expect(again.storeSettings?.['store-1']).toMatchObject({
      timeZone: 'Europe/Rome',
      businessDayStart: '05:30',
    });
  });

  it('[VAL7] refuses an unknown currency, time zone or day start', () => {
    for (const [bad, message] of [
      [{ currency: 'XYZ' }, 'Please select a valid currency!'],
      [{ timeZone: 'Mars/Olympus' }, 'Please select a valid time zone!'],
      [{ dayStart: '25:00' }, 'Please provide the day start as HH:mm!'],
    ] as const) {
      expect(run(configured, 'store-settings.update.v1', { ...details, ...bad }).decision).toEqual({
        ok: false,
        code: 'VALIDATION',
        message,
      });
    }
  });

  it('[SET5] a tenant without settings gets its row, with ids from the tenant', () => {
    const { state } = run({}, 'store-settings.update.v1', details, later);
    expect(state.storeSettings?.['tenant-1']).toMatchObject({
      id: 'tenant-1',
      uniqueQrCode: 'tenant-1',
      storeName: 'Trattoria Roma',
      timeZone: 'Asia/Kolkata',
      businessDayStart: '04:00',
      createdAt: T0 + 1000,
    });
  });

  it('[SYNC11] saving the same details twice writes once', () => {
    const once = run(configured, 'store-settings.update.v1', details).state;
    expect(run(once, 'store-settings.update.v1', details).decision).toEqual(NOTHING);
  });
});

describe('store-settings.set-latlng.v1', () => {
  it("[SET5] [VAL7] saves 'lat,lng' normalised; anything else is refused", () => {
    const { state } = run(configured, 'store-settings.set-latlng.v1', { latlng: ' 12.97 , 77.59 ' });
    expect(state.storeSettings?.['store-1']).toMatchObject({ latlng: '12.97,77.59', storeName: 'Trattoria' });
    expect(run(configured, 'store-settings.set-latlng.v1', { latlng: '91,0' }).decision).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Please provide a valid location!',
    });
  });
});

describe('print-settings.update.v1', () => {
  const printArgs = {
    pageFormat: '57',
    header: ' Welcome ',
    footer: '',
    showNotes: false,
    isEnablePrint: true,
    showStoreDetails: 1,
    showCustomerDetails: 'false',
    printToken: true,
  };

  it('[SET5] [VAL7] saves the flags, the page size and the texts', () => {
    const { state } = run(configured, 'print-settings.update.v1', printArgs, later);
    expect(state.printSettings?.['print-1']).toEqual({
      ...print,
      pageFormat: '57',
      header: 'Welcome',
      footer: '',
      showNotes: false,
      isEnablePrint: true,
      showStoreDetails: true,
      showCustomerDetails: false,
      printToken: true,
      updatedAt: T0 + 1000,
    });
    expect(run(state, 'print-settings.update.v1', printArgs).decision).toEqual(NOTHING);
  });

  it("[VAL7] the page size is '80' or '57' ('80mm' and 57 read too)", () => {
    expect(
      run(configured, 'print-settings.update.v1', { ...printArgs, pageFormat: '80mm' }).state.printSettings?.[
        'print-1'
      ],
    ).toMatchObject({ pageFormat: '80' });
    expect(run(configured, 'print-settings.update.v1', { ...printArgs, pageFormat: 72 }).decision).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Please select a valid page size!',
    });
  });

  it('[SET5] a tenant without print settings gets its row', () => {
    const { state } = run({}, 'print-settings.update.v1', printArgs);
    expect(state.printSettings?.['tenant-1']).toMatchObject({ id: 'tenant-1', pageFormat: '57' });
  });
});
