import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  categoryAddArgs,
  categoryUpdateArgs,
  parseLatLng,
  paymentTypeAddArgs,
  paymentTypeToggleArgs,
  paymentTypeUpdateArgs,
  printSettingsArgs,
  setLatLngArgs,
  storeSettingsArgs,
  tableArgs,
  taxAddArgs,
  taxUpdateArgs,
} from './settings.ts';

const table = { title: 'T1', floor: 'Ground', seatingCapacity: 4 };
const tax = { title: 'GST', rate: 5, type: 'exclusive' };

describe('store tables', () => {
  it.each([
    [{ ...table, title: '' }, 'Please provide Title!'],
    [{ ...table, floor: undefined }, "Please provide Floor or use '-'"],
    [{ ...table, seatingCapacity: '' }, "Please provide Seating Capacity or '0'"],
    [{ ...table, seatingCapacity: -1 }, "Please provide Valid Seating Capacity count or '0'"],
    [{ ...table, seatingCapacity: 2.5 }, "Please provide Valid Seating Capacity count or '0'"],
  ])('[VAL6] table %j → %s', (input, message) => {
    expect(firstMessageOf(tableArgs, input)).toBe(message);
  });

  it("[VAL6] floor '-' and capacity 0 are valid", () => {
    expect(parsed(tableArgs, { title: 'Bar', floor: '-', seatingCapacity: '0' })).toEqual({
      title: 'Bar',
      floor: '-',
      seatingCapacity: 0,
    });
  });
});

describe('taxes, categories, payment types', () => {
  it.each([
    [taxAddArgs, { ...tax, title: '' }, 'Provide Title!'],
    [taxUpdateArgs, { ...tax, title: '' }, 'Please provide title!'],
    [taxAddArgs, { ...tax, rate: -1 }, 'Invalid value provided in Tax Rate!'],
    [taxAddArgs, { ...tax, rate: undefined }, 'Invalid value provided in Tax Rate!'],
    [taxUpdateArgs, { ...tax, rate: 'abc' }, 'Invalid value provided in Tax Rate!'],
    [taxAddArgs, { ...tax, type: '' }, 'Select Tax Type!'],
    [taxUpdateArgs, { ...tax, type: 'flat' }, 'Select Tax Type!'],
  ])('[VAL15] tax → %s', (schema, input, message) => {
    expect(firstMessageOf(schema, input)).toBe(message);
  });

  it('[VAL15][MON7] a tax rate in percent is held in parts per million', () => {
    expect(parsed(taxAddArgs, { title: 'NYC', rate: 8.875, type: 'inclusive' })).toEqual({
      title: 'NYC',
      rate: 88_750,
      type: 'inclusive',
    });
  });

  it.each([
    [categoryAddArgs, 'Please provide Category Title!'],
    [categoryUpdateArgs, 'Please provide title!'],
    [paymentTypeAddArgs, 'Please provide Payment Type Title!'],
    [paymentTypeUpdateArgs, 'Please provide title!'],
  ])('[VAL15] a blank title → %s', (schema, message) => {
    expect(firstMessageOf(schema, { title: '   ' })).toBe(message);
  });

  it('[VAL15] payment types are active unless told otherwise; toggle needs a boolean', () => {
    expect(parsed(paymentTypeAddArgs, { title: 'UPI' })).toEqual({ title: 'UPI', isActive: true });
    expect(parsed(paymentTypeToggleArgs, { isActive: false })).toEqual({ isActive: false });
    expect(firstMessageOf(paymentTypeToggleArgs, {})).toBe('Invalid request!');
  });
});

describe('store and print settings', () => {
  it('[VAL7] store settings have no required field; blanks become null', () => {
    expect(parsed(storeSettingsArgs, {})).toEqual({
      storeName: null,
      address: null,
      phone: null,
      email: null,
      currency: null,
      image: null,
      isQRMenuEnabled: false,
      pendingOrderExpiryMinutes: null,
      kitchenShowsUnpaidDineIn: null,
      roundBills: null,
    });
  });

  it('[SALE5] the pending order expiry is whole minutes from 1 to 1440; blank leaves it unchanged', () => {
    expect(parsed(storeSettingsArgs, { pendingOrderExpiryMinutes: '90' })).toMatchObject({
      pendingOrderExpiryMinutes: 90,
    });
    expect(parsed(storeSettingsArgs, { pendingOrderExpiryMinutes: '' })).toMatchObject({
      pendingOrderExpiryMinutes: null,
    });
    for (const bad of [0, 1441, 2.5, 'soon', -5])
      expect(firstMessageOf(storeSettingsArgs, { pendingOrderExpiryMinutes: bad })).toBe(
        'Please provide a valid expiry time (1 to 1440 minutes)!',
      );
  });

  it('[VAL7] store settings check the currency, time zone and day start when given', () => {
    expect(
      parsed(storeSettingsArgs, { currency: 'usd', timeZone: 'Asia/Kolkata', dayStart: '05:30' }),
    ).toMatchObject({
      currency: 'USD',
      timeZone: 'Asia/Kolkata',
      dayStart: '05:30',
    });
    expect(firstMessageOf(storeSettingsArgs, { currency: 'XYZ' })).toBe('Please select a valid currency!');
    expect(firstMessageOf(storeSettingsArgs, { timeZone: 'Mars/Base' })).toBe(
      'Please select a valid time zone!',
    );
    expect(firstMessageOf(storeSettingsArgs, { dayStart: '25:00' })).toBe(
      'Please provide the day start as HH:mm!',
    );
  });

  it("[VAL7] print settings: page format '80' or '57', flags as booleans", () => {
    expect(parsed(printSettingsArgs, { pageFormat: 57, isEnablePrint: 1, printToken: 'true' })).toEqual({
      pageFormat: '57',
      header: null,
      footer: null,
      showNotes: false,
      isEnablePrint: true,
      showStoreDetails: false,
      showCustomerDetails: false,
      printToken: true,
    });
    expect(parsed(printSettingsArgs, { pageFormat: '80mm' }).pageFormat).toBe('80');
    expect(firstMessageOf(printSettingsArgs, { pageFormat: '72' })).toBe('Please select a valid page size!');
  });

  it("[VAL7] set-latlng takes 'lat,lng' within range", () => {
    expect(parsed(setLatLngArgs, { tenantId: 't1', latlng: ' 12.9716, 77.5946 ' })).toEqual({
      tenantId: 't1',
      latlng: '12.9716,77.5946',
    });
    expect(parseLatLng('91,0')).toBeNull();
    expect(firstMessageOf(setLatLngArgs, { latlng: 'here' })).toBe('Please provide a valid location!');
  });
});
