// `pnpm bench kitchen` (issue 33, ADR 0057): from the till's "Send to Kitchen" to the ticket rendered on a kitchen
// screen. A real server (built PWA, demo seed) on a temp SQLite file; the demo kitchen user opens
// /dashboard/kitchen in Chromium (playwright-core, 1024x768); a till (the cashier's REST session, as the POS's
// online send) sends BENCH_KITCHEN_ORDERS (default 100) paid orders one after another, each of two dishes. Each
// sample runs from just before the send request leaves Node until a MutationObserver in the page has seen the
// order's ticket (`data-token`) and the next frame has been painted (requestAnimationFrame); both ends read the
// machine's wall clock in sub-milliseconds (performance.timeOrigin + performance.now()). Budget p95 ≤ 300 ms.
// Needs `pnpm build` (pwa/dist) first. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { startDemoServer } from './harness.mjs';
import { ensurePwaBuild, launchChromium, signIn } from './large-store.mjs';
import { CASHIER, DEMO_PASSWORD, firstSync, pickMenu, quantile, signIn as signInApi } from './load-kit.mjs';

const ORDERS = Number(process.env.BENCH_KITCHEN_ORDERS ?? 100);
const BUDGET_MS = 300;
const KITCHEN = { username: 'kitchen@demo.tavola.app', password: DEMO_PASSWORD };

/** @type {(x: number, digits?: number) => number} */
const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const wallNow = () => performance.timeOrigin + performance.now();

/** In the page: note when each ticket (by token) is first in the DOM, after the next paint. */
const watchTickets = () => {
  /** @type {Record<string, number>} */
  const seen = {};
  Object.assign(window, { __ticketsSeen: seen });
  const scan = () => {
    for (const card of document.querySelectorAll('[data-testid="kitchen-card"][data-token]')) {
      const token = card.getAttribute('data-token') ?? '';
      if (token in seen) continue;
      seen[token] = -1;
      requestAnimationFrame(() => {
        seen[token] = performance.timeOrigin + performance.now();
      });
    }
  };
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  scan();
};

export default {
  async run() {
    ensurePwaBuild();
    const server = await startDemoServer('kitchen');
    let chromium;
    const cashier = await signInApi(server.port, CASHIER, DEMO_PASSWORD);
    try {
      const device = await cashier.post('/api/v1/sync/register-device', { name: 'Bench till' });
      const ops = await firstSync(cashier, device);
      const menu = pickMenu(ops);
      const cash = ops.find((o) => o.table === 'paymentTypes' && o.op === 'put' && o.row.title === 'Cash');
      if (!cash) throw new Error('the demo store has no Cash payment type');

      chromium = await launchChromium();
      const context = await chromium.browser.newContext({
        viewport: { width: 1024, height: 768 },
        baseURL: server.origin,
      });
      const page = await context.newPage();
      await signIn(page, server.origin, KITCHEN);
      await page.goto('/dashboard/kitchen');
      await page.getByRole('heading', { level: 1, name: 'All of Kitchen' }).waitFor();
      await page.getByText('No Orders Pending!').waitFor({ timeout: 60_000 });
      await page.evaluate(watchTickets);

      /** @type {number[]} */
      const times = [];
      for (let n = 0; n < ORDERS; n++) {
        // two dishes a ticket, the menu's first five in turn
        const cart = [menu[n % menu.length], menu[(n + 1) % menu.length]].map((item) => ({
          itemId: item.id,
          variantId: null,
          addonIds: [],
          quantity: 1,
          notes: null,
          unitPrice: item.price,
        }));
        const sentAt = wallNow();
        const r = await cashier.post('/api/v1/pos/create-order-and-invoice', {
          cart,
          deliveryType: 'takeaway',
          paymentTypeId: cash.row.id,
          netTotal: 0,
          taxTotal: 0,
          total: 0,
        });
        const token = String(r.tokenNo);
        const handle = await page.waitForFunction(
          (t) => {
            const at = /** @type {Record<string, number>} */ (
              /** @type {{ __ticketsSeen: Record<string, number> }} */ (/** @type {unknown} */ (window))
                .__ticketsSeen
            )[t];
            return at !== undefined && at > 0 ? at : null;
          },
          token,
          { timeout: 10_000, polling: 5 },
        );
        times.push(/** @type {number} */ (await handle.jsonValue()) - sentAt);
      }
      console.log(`  ${ORDERS} orders sent; the kitchen rendered every ticket`);
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = round(quantile(sorted, 0.95));
      return [
        {
          what: `send → ticket rendered on the kitchen screen p95 (SQLite, ${ORDERS} orders)`,
          value: p95,
          unit: 'ms',
          budget: `≤ ${BUDGET_MS} ms`,
          met: p95 <= BUDGET_MS,
        },
        {
          what: 'send → ticket rendered on the kitchen screen median',
          value: round(quantile(sorted, 0.5)),
          unit: 'ms',
          budget: null,
          met: null,
        },
      ];
    } finally {
      cashier.close();
      await chromium?.close();
      await server.stop();
    }
  },
};
