import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, tenantsCsv, toCsv } from './csv.ts';

describe('tenant CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and ends rows with CRLF', () => {
    expect(toCsv([['a', 'b, c', 'say "hi"', 'two\nlines', null, 7]])).toBe(
      'a,"b, c","say ""hi""","two\nlines",,7\r\n',
    );
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('writes one row per tenant under the header', () => {
    const text = tenantsCsv([
      {
        id: '1',
        name: 'Cafe, Marigold',
        email: 'owner@cafe.test',
        is_active: 1,
        state: 'active',
        plan: 'free',
        plan_price: 0,
        plan_currency: 'INR',
        subscription_start: null,
        subscription_end: null,
        created_at: '2026-01-15T09:00:00.000Z',
      },
    ]);
    expect(text.split('\r\n')).toEqual([
      'Name,Email,Status,Subscription Start,Subscription End',
      '"Cafe, Marigold",owner@cafe.test,Active,,',
      '',
    ]);
  });

  it("names the file '<Status> Tenants Data - <date>.csv'", () => {
    expect(csvFileName('active', new Date(2026, 0, 5, 10))).toBe('Active Tenants Data - 2026-01-05.csv');
    expect(csvFileName('inactive', new Date(2026, 10, 25))).toBe('Inactive Tenants Data - 2026-11-25.csv');
    expect(csvFileName('all', new Date(2026, 10, 25))).toBe('All Tenants Data - 2026-11-25.csv');
  });
});
