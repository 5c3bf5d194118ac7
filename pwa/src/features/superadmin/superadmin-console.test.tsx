import { FALLBACK } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const operator = () => aUser({ id: 'op', role: 'superadmin', tenant_id: null, name: 'Super Admin' });

const row = (i: number, active = true, state = active ? 'active' : 'awaiting-approval') => ({
  id: `t-${i}`,
  name: `Tenant ${i}`,
  email: `tenant${i}@example.test`,
  is_active: active ? 1 : 0,
  state,
  plan: 'free',
  plan_price: 0,
  plan_currency: 'INR',
  subscription_start: '2026-01-10T09:00:00.000Z',
  subscription_end: null,
  created_at: '2026-01-10T09:00:00.000Z',
});

const page = (rows: ReturnType<typeof row>[], extra: object = {}) => ({
  status: 200,
  body: {
    message: 'ok',
    tenants: rows,
    activeTenants: 6,
    inactiveTenants: 1,
    allTenants: 7,
    totalTenants: 6,
    totalPages: 2,
    page: 1,
    currentPage: 1,
    perPage: 5,
    ...extra,
  },
});

const LIST = '/api/v1/superadmin/tenants?page=1&perPage=5&status=active';

beforeEach(() => {
  signInCookie();
  setSessionUser(operator());
});

describe('super-admin console', () => {
  it('sends anyone but a super-admin to /no-access', async () => {
    setSessionUser(aUser());
    const app = renderApp('/superadmin/dashboard/tenants');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/no-access'));
  });

  it('dashboard: the five cards in compact notation, the tooltip, and a link to reports', async () => {
    installFakeFetch({
      'GET /api/v1/superadmin/dashboard': [
        {
          status: 200,
          body: {
            message: 'ok',
            activeTenants: 1520,
            ordersProcessedToday: 42,
            salesVolumeToday: 123_456_789,
            mrr: 574,
            arr: 6888,
          },
        },
      ],
    });
    renderApp('/superadmin/dashboard/home');
    expect((await screen.findByTestId('card-sales')).textContent).toContain('$1.23M');
    expect(screen.getByTestId('card-active-tenants').textContent).toContain('1.5K');
    expect(screen.getByTestId('card-mrr').textContent).toContain('$5.74');
    expect(screen.getByTestId('card-arr').textContent).toContain('$68.88');
    expect(screen.getByTestId('card-orders').textContent).toContain('42');
    expect(screen.getByRole('tooltip').textContent).toBe('Converted to USD, final amount may vary');
    expect(screen.getByRole('link', { name: 'View Reports' }).getAttribute('href')).toBe(
      '/superadmin/dashboard/reports',
    );
  });

  it("dashboard failure says 'Error loading dashboard, Please try later...'", async () => {
    installFakeFetch({ 'GET /api/v1/superadmin/dashboard': [{ status: 400, body: {} }] });
    renderApp('/superadmin/dashboard/home');
    expect(await screen.findByText(FALLBACK.superadminDashboardLoad)).toBeTruthy();
  });

  it('[ACC1] awaiting approval and deactivated stores carry different badges', async () => {
    installFakeFetch({
      [`GET ${LIST}`]: [page([row(1), row(2, false), row(3, false, 'deactivated')])],
    });
    renderApp('/superadmin/dashboard/tenants');
    await screen.findAllByTestId('tenant-row');
    expect(screen.getAllByTestId('tenant-state').map((b) => b.textContent)).toEqual([
      'Active',
      'Awaiting approval',
      'Deactivated',
    ]);
  });

  it('tenants: tiles, rows, pager and the Showing line; a tile switches the list', async () => {
    const f = installFakeFetch({
      [`GET ${LIST}`]: [page([1, 2, 3, 4, 5].map((i) => row(i)))],
      'GET /api/v1/superadmin/tenants?page=2&perPage=5&status=active': [
        page([row(6)], { page: 2, currentPage: 2 }),
      ],
      'GET /api/v1/superadmin/tenants?page=1&perPage=5&status=inactive': [
        page([], { totalTenants: 0, totalPages: 1 }),
      ],
    });
    renderApp('/superadmin/dashboard/tenants');
    expect(await screen.findAllByTestId('tenant-row')).toHaveLength(5);
    expect(screen.getByTestId('tile-active').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('tile-inactive')).getByText('1')).toBeTruthy();
    expect(screen.getByTestId('tenants-shown').textContent).toBe('Showing 5 of 6');
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Export Active Tenants' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('tile-inactive'));
    expect(await screen.findByText('No Tenants Found!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Inactive Tenants' })).toBeTruthy();
    expect(f.count('GET /api/v1/superadmin/tenants?page=1&perPage=5&status=inactive')).toBe(1);
  });

  it("a failed list says 'Error loading Tenants Data! Please try later!'", async () => {
    installFakeFetch({ [`GET ${LIST}`]: [{ status: 500, body: {} }] });
    renderApp('/superadmin/dashboard/tenants');
    expect(await screen.findByText(FALLBACK.tenantListLoad)).toBeTruthy();
  });

  it('Add New Tenant checks the fields with the spec texts, then saves and reloads', async () => {
    const f = installFakeFetch({
      [`GET ${LIST}`]: [page([row(1)])],
      'POST /api/v1/superadmin/tenants/add': [
        { status: 200, body: { message: 'Tenant added successfully!' } },
      ],
    });
    renderApp('/superadmin/dashboard/tenants');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Tenant' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Please provide name!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Tenant Name/), { target: { value: 'Olive' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Please provide Email!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'olive' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'olive-secret' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Please provide valid email!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'olive@example.test' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    fireEvent.click(save);
    expect(await screen.findByText('Tenant added successfully!')).toBeTruthy();
    const post = f.calls.find((c) => c.url.endsWith('/tenants/add'));
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'Olive',
      email: 'olive@example.test',
      password: 'olive-secret',
      isActive: false,
    });
    await waitFor(() => expect(f.count(`GET ${LIST}`)).toBe(2));
  });

  it('Update Tenant shows its texts and patches; Delete asks, then deletes', async () => {
    const f = installFakeFetch({
      [`GET ${LIST}`]: [page([row(1)])],
      'PATCH /api/v1/superadmin/tenants/update/t-1': [
        { status: 200, body: { message: 'Tenant updated successfully!' } },
      ],
      'DELETE /api/v1/superadmin/tenants/delete/t-1': [
        { status: 200, body: { message: 'Tenant deleted successfully!' } },
      ],
    });
    renderApp('/superadmin/dashboard/tenants');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tenant 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Tenant' });
    fireEvent.change(within(dialog).getByLabelText(/Tenant Name/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Please Provide Tenant's Name!")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Tenant Name/), { target: { value: 'Tenant One' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please Provide Valid Email!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'one@example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tenant updated successfully!')).toBeTruthy();
    expect(f.body('PATCH /api/v1/superadmin/tenants/update/t-1')).toEqual({
      name: 'Tenant One',
      email: 'one@example.test',
      isActive: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tenant 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Tenant' });
    expect(within(confirm).getByText('Are you sure ? This action is irreversible')).toBeTruthy();
    expect(within(confirm).getByRole('note').textContent).toMatch(/All accounts associated with/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Tenant deleted successfully!')).toBeTruthy();
    expect(f.count('DELETE /api/v1/superadmin/tenants/delete/t-1')).toBe(1);
  });

  it('the filter dialog offers the presets and applies the custom dates', async () => {
    const f = installFakeFetch({
      [`GET ${LIST}`]: [page([row(1)])],
      [`GET ${LIST}&type=custom&from=2026-01-01&to=2026-01-31`]: [page([row(2)])],
    });
    renderApp('/superadmin/dashboard/tenants');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const select = within(dialog).getByLabelText('Filter') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'All Dates',
      'Today',
      'Tomorrow',
      'Yesterday',
      'Last 7 Days',
      'This Month',
      'Last Month',
      'Custom',
    ]);
    fireEvent.change(select, { target: { value: 'custom' } });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Tenant 2')).toBeTruthy();
    expect(f.count(`GET ${LIST}&type=custom&from=2026-01-01&to=2026-01-31`)).toBe(1);
  });

  it('reports: presets, every widget, compact numbers, and the empty top-sellers text', async () => {
    installFakeFetch({
      'GET /api/v1/superadmin/reports?type=today': [
        {
          status: 200,
          body: {
            message: 'ok',
            activeTenants: 2,
            mrr: 574,
            arr: 6888,
            totalCustomers: 12_500,
            topSellingItems: [
              { tenant_id: 't', tenant_name: 'Spice Route', item_id: 'i', title: 'Masala Dosa', qty: 4 },
            ],
            salesVolume: 4340,
            ordersProcessed: 4,
          },
        },
      ],
      'GET /api/v1/superadmin/reports?type=yesterday': [
        {
          status: 200,
          body: {
            message: 'ok',
            activeTenants: 2,
            mrr: 0,
            arr: 0,
            totalCustomers: 0,
            topSellingItems: [],
            salesVolume: 0,
            ordersProcessed: 0,
          },
        },
      ],
    });
    renderApp('/superadmin/dashboard/reports');
    expect((await screen.findByTestId('report-customers')).textContent).toContain('12.5K');
    expect(screen.getByTestId('reports-filter-label').textContent).toBe('Showing Data for Today');
    expect(screen.getByText("All Tenant's Customers")).toBeTruthy();
    expect(screen.getByTestId('report-sales').textContent).toContain('$43.40');
    expect(screen.getByText('Masala Dosa')).toBeTruthy();
    expect(screen.getByText('Spice Route')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const select = within(dialog).getByLabelText('Filter') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'This Month',
      'Last Month',
      'Custom Date Range',
    ]);
    fireEvent.change(select, { target: { value: 'yesterday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No Top Selling items found for Selected Filter!')).toBeTruthy();
    expect(screen.getByTestId('reports-filter-label').textContent).toBe('Showing Data for Yesterday');
  });

  it('subscription history: breadcrumb, the details card and the payment entries', async () => {
    installFakeFetch({
      'GET /api/v1/superadmin/tenants/t-1/subscription-history': [
        {
          status: 200,
          body: {
            message: 'ok',
            tenantInfo: { id: 't-1', name: 'Spice Route', is_active: 0, email: 'owner@spice.test' },
            storeDetails: {
              store_name: 'Spice Route',
              address: '1 MG Road',
              email: 'hello@spice.test',
              phone: '080 1234',
              currency: 'INR',
              is_qr_menu_enabled: true,
              latlng: null,
            },
            totalUsers: 3,
            subscriptionHistory: [
              {
                id: 'h2',
                tenant_id: 't-1',
                status: 'cancelled',
                plan: 'booster',
                amount: 0,
                monthly_price: 49_900,
                currency: 'INR',
                created_at: '2026-01-20T09:00:00.000Z',
                starts_on: '2026-01-15T09:00:00.000Z',
                expires_on: '2026-02-15T09:00:00.000Z',
              },
              {
                id: 'h1',
                tenant_id: 't-1',
                status: 'created',
                plan: 'booster',
                amount: 49_900,
                monthly_price: 49_900,
                currency: 'INR',
                created_at: '2026-01-15T09:00:00.000Z',
                starts_on: '2026-01-15T09:00:00.000Z',
                expires_on: '2026-02-15T09:00:00.000Z',
              },
            ],
          },
        },
      ],
    });
    renderApp('/superadmin/dashboard/tenants/t-1/subscription-history');
    const details = await screen.findByTestId('tenant-details');
    for (const text of ['InActive', '3', '1 MG Road', 'hello@spice.test', '080 1234', 'INR', 'Enabled']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('TenantsSpice RouteSubscription History');
    const entries = screen.getAllByTestId('history-entry');
    expect(within(entries[0] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(entries[0]?.textContent).toMatch(/Cancelled on/);
    expect(within(entries[1] as HTMLElement).getByText('Created')).toBeTruthy();
    expect(entries[1]?.textContent).toMatch(/Paid on/);
    expect(entries[1]?.textContent).toMatch(/Billing Period: Jan 15, 2026 - Feb 15, 2026/);
    expect(entries[1]?.textContent).toMatch(/₹499\.00 \/ month/);
  });
});
