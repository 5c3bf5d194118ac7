/** LEFT1: the console's tenant answers carry exactly the fields of their one shape in shared (no drift). */
import type {
  SubscriptionHistoryEntry,
  TenantDetailAnswer,
  TenantExportAnswer,
  TenantPageAnswer,
  TenantRow,
} from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import { type AppHarness, PASSWORD } from '../test-support/app-harness.ts';
import { operatorClient } from '../test-support/operator.ts';

const API = '/api/v1/superadmin';

/** Every field of a shape, named once in a sample the compiler checks against the shared type. */
const fields = (sample: object) => Object.keys(sample).sort();
const ROW: Required<TenantRow> = {
  id: '',
  name: '',
  email: null,
  is_active: 1,
  state: 'active',
  plan: '',
  plan_price: 0,
  plan_currency: '',
  subscription_start: null,
  subscription_end: null,
  created_at: '',
};
const PAGE: Required<TenantPageAnswer> = {
  message: '',
  tenants: [],
  activeTenants: 0,
  inactiveTenants: 0,
  allTenants: 0,
  totalTenants: 0,
  totalPages: 0,
  page: 0,
  currentPage: 0,
  perPage: 0,
};
const EXPORT: Required<TenantExportAnswer> = { message: '', status: '', tenants: [] };
const STORE: Required<NonNullable<TenantDetailAnswer['storeDetails']>> = {
  store_name: '',
  address: null,
  email: null,
  phone: null,
  currency: '',
  is_qr_menu_enabled: false,
  latlng: null,
  unique_qr_code: '',
};
const DETAIL: Required<TenantDetailAnswer> = {
  message: '',
  tenantInfo: { id: '', name: '', is_active: 1, email: null, created_at: '' },
  storeDetails: STORE,
  totalUsers: 0,
  subscriptionHistory: [],
};
const HISTORY: Required<SubscriptionHistoryEntry> = {
  id: '',
  tenant_id: '',
  subscription_id: '',
  status: 'created',
  plan: '',
  amount: 0,
  monthly_price: 0,
  currency: '',
  created_at: '',
  starts_on: '',
  expires_on: null,
  provider: null,
};

export function superadminAnswersCases({ start }: AppHarness) {
  describe('super-admin answer shapes', () => {
    it('[LEFT1] the list, the export and the details answer exactly the shared shapes', async () => {
      const h = await start({ PLATFORM_TIME_ZONE: 'Asia/Kolkata' });
      const op = await operatorClient(h);
      const added = await op.post(`${API}/tenants/add`, {
        name: 'Thyme',
        email: 'thyme@example.test',
        password: PASSWORD,
        isActive: true,
      });
      const id = added.json().id;
      const page = (await op.get(`${API}/tenants`)).json();
      expect(fields(page)).toEqual(fields(PAGE));
      expect(fields(page.tenants[0])).toEqual(fields(ROW));
      const exported = (await op.get(`${API}/tenantsData/all`)).json();
      expect(fields(exported)).toEqual(fields(EXPORT));
      expect(fields(exported.tenants[0])).toEqual(fields(ROW));
      const detail = (await op.get(`${API}/tenants/${id}/subscription-history`)).json();
      expect(fields(detail)).toEqual(fields(DETAIL));
      expect(fields(detail.tenantInfo)).toEqual(fields(DETAIL.tenantInfo));
      expect(fields(detail.storeDetails)).toEqual(fields(STORE));
      expect(detail.subscriptionHistory).toHaveLength(1);
      expect(fields(detail.subscriptionHistory[0])).toEqual(fields(HISTORY));
    });
  });
}
