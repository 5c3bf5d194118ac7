/**
 * The super-admin console's tenant answers (D3 §3 "Tenant (super admin)", "Tenant detail response"), one shape
 * for the server that builds them and the console that reads them. Money in minor units of the plan currency.
 */
import type { AccountState } from '../auth/account-state.ts';

/** One tenant of the list and of the CSV export. */
export type TenantRow = {
  id: string;
  name: string;
  /** The admin who signed the business up (e-mail, else username). */
  email: string | null;
  /** 1: approved and active; 0: awaiting approval or switched off (the spec's is_active). */
  is_active: 0 | 1;
  /** ACC1: awaiting approval and deactivated told apart. */
  state: AccountState;
  plan: string;
  /** Monthly price of the plan, minor units of plan_currency. */
  plan_price: number;
  plan_currency: string;
  subscription_start: string | null;
  subscription_end: string | null;
  created_at: string;
};

export type TenantCounts = { activeTenants: number; inactiveTenants: number; allTenants: number };

/** GET /superadmin/tenants: one page; the tiles count the search and date filters, not the status. */
export type TenantPage = TenantCounts & {
  tenants: TenantRow[];
  /** Tenants matching every filter, the status tile included. */
  totalTenants: number;
  totalPages: number;
  page: number;
  currentPage: number;
  perPage: number;
};
export type TenantPageAnswer = TenantPage & { message: string };

/** GET /superadmin/tenantsData/{status}: every tenant of a tile (the CSV export's rows). */
export type TenantExportAnswer = { message: string; status: string; tenants: TenantRow[] };

export type SubscriptionHistoryEntry = {
  id: string;
  tenant_id: string;
  subscription_id: string;
  status: 'created' | 'renewed' | 'cancelled';
  plan: string;
  /** What the entry charged, minor units of `currency`. */
  amount: number;
  /** The plan's monthly price, minor units of `currency`. */
  monthly_price: number;
  currency: string;
  created_at: string;
  starts_on: string;
  expires_on: string | null;
  /** Who took the payment: razorpay, demo (no money moved, ADR 0042), or null (none). */
  provider: string | null;
};

/** GET /superadmin/tenants/{id}/subscription-history: details card and payment history, newest first. */
export type TenantDetail = {
  tenantInfo: { id: string; name: string; is_active: 0 | 1; email: string | null; created_at: string };
  storeDetails: {
    store_name: string;
    address: string | null;
    email: string | null;
    phone: string | null;
    currency: string;
    is_qr_menu_enabled: boolean;
    latlng: string | null;
    unique_qr_code: string;
  } | null;
  totalUsers: number;
  subscriptionHistory: SubscriptionHistoryEntry[];
};
export type TenantDetailAnswer = TenantDetail & { message: string };
