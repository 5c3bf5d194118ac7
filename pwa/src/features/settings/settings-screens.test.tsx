import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openSettings, outboxOf } from './settings-test-kit.ts';

/** Required fields' labels end with ' *'. */
const labelled = (label: string | RegExp) =>
  typeof label === 'string' ? new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) : label;
const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(labelled(label)), { target: { value } });
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

describe('Store Tables', () => {
  it('[VAL6] the add dialog shows the three rules, then the new card', async () => {
    const { db } = await openSettings('/dashboard/settings/tables');
    await screen.findByText('No tables yet. Add one with New.');
    click('New');
    const dialog = await screen.findByRole('dialog', { name: 'Add Table' });
    click('Save', dialog);
    expect(await within(dialog).findByText('Please provide Title!')).toBeTruthy();
    type('Title', 'Patio 1', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText("Please provide Floor or use '-'")).toBeTruthy();
    type('Floor', '-', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText("Please provide Seating Capacity or '0'")).toBeTruthy();
    type('Seating Capacity', '-2', dialog);
    click('Save', dialog);
    expect(
      await within(dialog).findByText("Please provide Valid Seating Capacity count or '0'"),
    ).toBeTruthy();
    type('Seating Capacity', '4', dialog);
    click('Save', dialog);
    const card = await screen.findByTestId('table-card');
    expect(within(card).getByRole('heading', { name: 'Patio 1' })).toBeTruthy();
    expect(card.textContent).toContain('Seating Capacity4');
    expect(await outboxOf(db)).toEqual([
      {
        name: 'store-table.create.v1',
        args: { id: expect.any(String), title: 'Patio 1', floor: '-', seatingCapacity: 4 },
      },
    ]);
  });

  it('edits and deletes a table after the confirmation', async () => {
    const table = aRow('storeTables', { id: 't1', tableTitle: 'T1', floor: 'Ground', seatingCapacity: 2 });
    const { db } = await openSettings('/dashboard/settings/tables', { storeTables: [table] });
    const card = await screen.findByTestId('table-card');
    click('Edit', card);
    const dialog = await screen.findByRole('dialog', { name: 'Update Table' });
    expect((within(dialog).getByLabelText(labelled('Floor')) as HTMLInputElement).value).toBe('Ground');
    type('Title', 'T1 Window', dialog);
    click('Save', dialog);
    await screen.findByRole('heading', { name: 'T1 Window' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    click('Delete', screen.getByTestId('table-card'));
    expect(await db.storeTables.count()).toBe(1);
    click('Delete', screen.getByTestId('table-card'));
    expect(confirm).toHaveBeenCalledWith('Are you sure! This process is irreversible!');
    await screen.findByText('No tables yet. Add one with New.');
  });

  it('QR downloads wait for the store code', async () => {
    const table = aRow('storeTables', { id: 't1' });
    await openSettings('/dashboard/settings/tables', { storeTables: [table] });
    const all = await screen.findByRole('button', { name: 'Download All QR Codes' });
    expect((all as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Categories, Tax Setup and Payment Types', () => {
  it('[VAL15] category add and update have their own messages', async () => {
    const c = aRow('categories', { id: 'c1', title: 'Pizza' });
    await openSettings('/dashboard/settings/menu-items/categories', { categories: [c] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const add = await screen.findByRole('dialog', { name: 'Add Category' });
    click('Save', add);
    expect(await within(add).findByText('Please provide Category Title!')).toBeTruthy();
    fireEvent.click(within(add).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pizza' }));
    const update = await screen.findByRole('dialog', { name: 'Update Category' });
    type('Title', ' ', update);
    click('Save', update);
    expect(await within(update).findByText('Please provide title!')).toBeTruthy();
  });

  it('[VAL15] [MON7] adds a tax: rate with %, percent on the wire', async () => {
    const { db } = await openSettings('/dashboard/settings/tax-setup');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tax' });
    type('Title', 'CGST', dialog);
    type('Rate (%)', '2.5', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Select Tax Type!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(labelled('Type')), { target: { value: 'exclusive' } });
    click('Save', dialog);
    const row = (await screen.findByText('CGST')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2.5%');
    expect(row.textContent).toContain('Exclusive');
    expect((await outboxOf(db))[0]?.args).toMatchObject({ rate: 2.5, type: 'exclusive' });
  });

  it('the payment type switch toggles isActive', async () => {
    const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash', isActive: true });
    const { db } = await openSettings('/dashboard/settings/payment-types', { paymentTypes: [cash] });
    fireEvent.click(await screen.findByRole('switch', { name: 'Cash active' }));
    await waitFor(async () => expect((await db.paymentTypes.get('cash'))?.isActive).toBe(false));
    expect(await outboxOf(db)).toEqual([
      { name: 'payment-type.toggle.v1', args: { id: 'cash', isActive: false } },
    ]);
  });
});

describe('Store Details and Print Settings', () => {
  const store = aRow('storeSettings', { id: 's1', uniqueQrCode: 'trattoria', currency: 'INR' });

  it("[CUR1] lists currencies as 'name - (symbol)' and saves the QR menu switch", async () => {
    const { db } = await openSettings('/dashboard/settings', { storeSettings: [store] });
    const currency = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    expect(currency.value).toBe('INR');
    expect(within(currency).getByRole('option', { name: 'Indian rupee - (₹)' })).toBeTruthy();
    expect(screen.queryByText('Download Shop QR Code')).toBeNull();
    type('Store Name', 'Trattoria Roma');
    fireEvent.click(screen.getByRole('switch', { name: 'Enable QR Menu' }));
    click('Save');
    await screen.findByRole('button', { name: 'Download Shop QR Code' });
    const link = screen.getByRole('link', { name: 'View Digital Menu' }) as HTMLAnchorElement;
    expect(link.href).toBe(`${window.location.origin}/m/trattoria`);
    expect(link.target).toBe('_blank');
    expect(await db.storeSettings.get('s1')).toMatchObject({
      storeName: 'Trattoria Roma',
      isQrMenuEnabled: true,
    });
  });

  it('print settings: the five switches, the page size and the daily reset help', async () => {
    const print = aRow('printSettings', { id: 'p1', isEnablePrint: false, pageFormat: '80' });
    const { db } = await openSettings('/dashboard/settings/print-settings', { printSettings: [print] });
    await screen.findByText('The token number resets automatically every day.');
    for (const name of [
      'Enable Print',
      'Show Store Details',
      'Show Customer Details',
      'Show Notes',
      'Print Token',
    ])
      expect(screen.getByRole('switch', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Print' }));
    fireEvent.change(screen.getByLabelText('Format (Page Size)'), { target: { value: '57' } });
    type('Footer', 'Grazie!');
    click('Save');
    await waitFor(async () =>
      expect(await db.printSettings.get('p1')).toMatchObject({
        isEnablePrint: true,
        pageFormat: '57',
        footer: 'Grazie!',
      }),
    );
  });
});

describe('Menu items', () => {
  it('a long menu: the first 100 cards, Show more, and a title search', { timeout: 20_000 }, async () => {
    const items = Array.from({ length: 250 }, (_, i) =>
      aRow('menuItems', { id: `item-${i}`, title: `Dish ${String(i).padStart(3, '0')}`, price: 100 + i }),
    );
    await openSettings('/dashboard/settings/menu-items', { menuItems: items });
    // fake-indexeddb is slow to hand 250 rows to a busy machine
    await waitFor(() => expect(screen.getAllByTestId('menu-item-card')).toHaveLength(100), {
      timeout: 10_000,
    });
    expect(screen.getByText('Showing 100 of 250')).toBeTruthy();
    click('Show more');
    await waitFor(() => expect(screen.getAllByTestId('menu-item-card')).toHaveLength(200));
    fireEvent.change(screen.getByLabelText('Search menu items'), { target: { value: '  dish 24' } });
    await waitFor(() => expect(screen.getAllByTestId('menu-item-card')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search menu items'), { target: { value: 'pizza' } });
    expect(await screen.findByText('No result found!')).toBeTruthy();
  });

  it('[VAL8] adds an item with a price typed as currency text', async () => {
    const { db } = await openSettings('/dashboard/settings/menu-items');
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    click('Save', dialog);
    expect(await within(dialog).findByText('Please enter title!')).toBeTruthy();
    type('Title', 'Calzone', dialog);
    type(/^Price/, '12.5.0', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Please provide valid price!')).toBeTruthy();
    type(/^Price/, '12.50', dialog);
    click('Save', dialog);
    const card = await screen.findByTestId('menu-item-card');
    expect(card.textContent).toContain('Calzone');
    expect(card.textContent).toContain('₹12.50');
    expect((await outboxOf(db))[0]).toMatchObject({
      name: 'menu-item.create.v1',
      args: { title: 'Calzone', price: 1250, netPrice: null, categoryId: null, taxId: null },
    });
  });

  it('the detail page adds a variant and shows the load failure for a missing item', async () => {
    const item = aRow('menuItems', { id: 'pizza', title: 'Margherita', price: 25000 });
    const { db, app } = await openSettings('/dashboard/settings/menu-items/pizza', { menuItems: [item] });
    await screen.findByRole('heading', { name: 'Margherita', level: 1 });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    expect(within(crumbs).getByRole('link', { name: 'Menu Items' }).getAttribute('href')).toBe(
      '/dashboard/settings/menu-items',
    );
    click('Add Variant');
    const dialog = await screen.findByRole('dialog', { name: 'Add Variant' });
    click('Save', dialog);
    expect(await within(dialog).findByText('Please provide variant title!')).toBeTruthy();
    type('Title', 'Large', dialog);
    type('Price', '300', dialog);
    click('Save', dialog);
    const variants = await screen.findByTestId('variants');
    await within(variants).findByText('Large');
    expect(variants.textContent).toContain('₹300.00');
    expect((await db.variants.toArray())[0]).toMatchObject({ itemId: 'pizza', price: 30000 });
    await app.router.navigate({ to: '/dashboard/settings/menu-items/$id', params: { id: 'ghost' } });
    expect(await screen.findByText('Error loading details! Please Try Later!')).toBeTruthy();
  });

  it('[SET6] refuses a file that is not an image before any upload', async () => {
    const item = aRow('menuItems', { id: 'pizza', title: 'Margherita' });
    await openSettings('/dashboard/settings/menu-items/pizza', { menuItems: [item] });
    const input = (await screen.findByLabelText('Upload Photo')) as HTMLInputElement;
    const fetchSpy = vi.spyOn(window, 'fetch');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please select an image file!')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('upload-photo'))).toBe(false);
  });
});
