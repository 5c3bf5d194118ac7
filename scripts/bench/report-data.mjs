// The reports benchmark's data set, generated the same on every run so SQLite and PostgreSQL hold the same
// rows: TENANTS restaurants, each with ORDERS_PER_TENANT orders of LINES lines spread over the DAYS days
// before `now`, MENU_ITEMS dishes and CUSTOMERS customers; 40 % of orders name a customer, 3 % are cancelled
// without being paid (QR orders nobody accepted: no invoice), the rest paid with one invoice each, the sales the
// figures read (ADR 0048); 1 % are tombstoned, 2 % of lines are cancelled. Rows are arrays in the column order of
// `COLUMNS`.
/** @type {(name: string, fallback: number) => number} */
const num = (name, fallback) => Number(process.env[name] ?? fallback);
export const TENANTS = num('BENCH_REPORTS_TENANTS', 100);
export const ORDERS_PER_TENANT = num('BENCH_REPORTS_ORDERS_PER_TENANT', 10_000);
export const LINES = 5;
export const DAYS = 120;
export const MENU_ITEMS = 100;
export const CUSTOMERS = 1_000;
const DAY_MS = 86_400_000;
const TIME_ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Asia/Dubai'];
const TAX_PPM = 50_000; // 5 %

export const COLUMNS = {
  tenants: ['id', 'name', 'is_active', 'approved', 'plan', 'created_at', 'updated_at'],
  tenant_versions: ['tenant_id', 'version'],
  store_settings: [
    'id',
    'tenant_id',
    'version',
    'deleted',
    'created_at',
    'updated_at',
    'store_name',
    'unique_qr_code',
    'time_zone',
    'business_day_start',
  ],
  menu_items: ['id', 'tenant_id', 'version', 'deleted', 'created_at', 'updated_at', 'title', 'price'],
  customers: ['id', 'tenant_id', 'version', 'deleted', 'created_at', 'updated_at', 'phone', 'name'],
  orders: [
    'id',
    'tenant_id',
    'version',
    'deleted',
    'created_at',
    'updated_at',
    'token_no',
    'business_day',
    'delivery_type',
    'customer_type',
    'customer_id',
    'status',
    'payment_status',
    'sub_total',
    'tax_total',
    'total',
  ],
  invoices: [
    'id',
    'tenant_id',
    'version',
    'deleted',
    'created_at',
    'updated_at',
    'business_day',
    'sub_total',
    'tax_total',
    'total',
    'customer_type',
    'customer_id',
  ],
  invoice_orders: [
    'id',
    'tenant_id',
    'version',
    'deleted',
    'created_at',
    'updated_at',
    'invoice_id',
    'order_id',
  ],
  order_items: [
    'id',
    'tenant_id',
    'version',
    'deleted',
    'created_at',
    'updated_at',
    'order_id',
    'item_id',
    'item_title',
    'unit_price',
    'quantity',
    'tax_rate',
    'status',
    'addons',
  ],
};

/**
 * mulberry32: a small seeded generator, so every run (and both databases) get the same data.
 * @param {number} seed
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @type {(n: number, width: number) => string} */
const hex = (n, width) => n.toString(16).padStart(width, '0');
/**
 * UUID-shaped ids that sort by creation time, as the app's UUIDv7 ids do.
 * @type {(ms: number, tenant: number, kind: number, n: number) => string}
 */
const uuid = (ms, tenant, kind, n) => {
  const h = `${hex(ms, 12)}7${hex(tenant, 3)}8${hex(kind, 1)}${hex(n, 14)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** @param {number} t */
export const tenantId = (t) => uuid(0x0190_0000_0000, t, 0, 0);
/** @param {number} t */
export const timeZoneOf = (t) => /** @type {string} */ (TIME_ZONES[t % TIME_ZONES.length]);

/** @typedef {(string | number | boolean | null)[]} DataRow a row's values in the column order of `COLUMNS` */

/**
 * Calls `emit(table, row)` for every row of tenant `t` (parents before children). `now` is epoch ms; the
 * orders fall in [now - DAYS, now).
 * @param {number} t
 * @param {number} now
 * @param {(table: keyof typeof COLUMNS, row: DataRow) => void} emit
 */
export function generateTenant(t, now, emit) {
  const rand = random(t + 1);
  const id = tenantId(t);
  const start = now - DAYS * DAY_MS;
  let version = 0;
  /** @type {(ms: number) => [number, boolean, number, number]} version, deleted, created_at, updated_at */
  const stamp = (ms) => [++version, false, ms, ms];
  emit('tenants', [id, `Bench Restaurant ${t + 1}`, true, true, 'free', start, start]);
  emit('store_settings', [
    uuid(start, t, 1, 0),
    id,
    ...stamp(start),
    `Bench Restaurant ${t + 1}`,
    `bench-${t}`,
    timeZoneOf(t),
    '04:00',
  ]);
  const menu = [];
  for (let i = 0; i < MENU_ITEMS; i++) {
    const item = {
      id: uuid(start, t, 2, i),
      title: `Dish ${i + 1}`,
      price: 5_000 + Math.floor(rand() * 60) * 500,
    };
    menu.push(item);
    emit('menu_items', [item.id, id, ...stamp(start), item.title, item.price]);
  }
  const customers = [];
  for (let c = 0; c < CUSTOMERS; c++) {
    const at = start + Math.floor(rand() * DAYS * DAY_MS);
    const cid = uuid(at, t, 3, c);
    customers.push(cid);
    emit('customers', [
      cid,
      id,
      ...stamp(at),
      `9${hex(t, 3)}${String(c).padStart(6, '0')}`,
      `Customer ${c + 1}`,
    ]);
  }
  const step = (DAYS * DAY_MS) / ORDERS_PER_TENANT;
  for (let o = 0; o < ORDERS_PER_TENANT; o++) {
    const at = Math.floor(start + o * step + rand() * step);
    const oid = uuid(at, t, 4, o);
    const customer = rand() < 0.4 ? /** @type {string} */ (customers[Math.floor(rand() * CUSTOMERS)]) : null;
    const r = rand();
    const unpaid = r < 0.03;
    const status = unpaid ? 'cancelled' : 'completed';
    const deleted = r > 0.99;
    let sub = 0;
    let tax = 0;
    /** @type {[{ id: string, title: string, price: number }, number, string][]} */
    const lines = [];
    for (let l = 0; l < LINES; l++) {
      const item = /** @type {(typeof menu)[number]} */ (menu[Math.floor(rand() * MENU_ITEMS)]);
      const quantity = 1 + Math.floor(rand() * 3);
      const lineStatus = rand() < 0.02 ? 'cancelled' : 'delivered';
      const lineTotal = item.price * quantity;
      sub += lineTotal;
      tax += Math.round((lineTotal * TAX_PPM) / 1_000_000);
      lines.push([item, quantity, lineStatus]);
    }
    const v = ++version;
    emit('orders', [
      oid,
      id,
      v,
      deleted,
      at,
      at,
      String(o + 1),
      new Date(at).toISOString().slice(0, 10),
      'dinein',
      customer ? 'CUSTOMER' : 'WALKIN',
      customer,
      status,
      unpaid ? 'pending' : 'paid',
      sub,
      tax,
      sub + tax,
    ]);
    if (!unpaid) {
      const iid = uuid(at, t, 6, o);
      const day = new Date(at).toISOString().slice(0, 10);
      const kind = customer ? 'CUSTOMER' : 'WALKIN';
      emit('invoices', [iid, id, v, deleted, at, at, day, sub, tax, sub + tax, kind, customer]);
      emit('invoice_orders', [`${iid}:${oid}`, id, v, deleted, at, at, iid, oid]);
    }
    lines.forEach(([item, quantity, lineStatus], l) => {
      emit('order_items', [
        uuid(at, t, 5, o * LINES + l),
        id,
        v,
        false,
        at,
        at,
        oid,
        item.id,
        item.title,
        item.price,
        quantity,
        TAX_PPM,
        lineStatus,
        '[]',
      ]);
    });
  }
  emit('tenant_versions', [id, version]);
}
