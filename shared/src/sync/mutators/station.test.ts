import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run } from '../../test-support/sync-shop.ts';

const later = aMutatorContext({ now: T0 + 1000 });
const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'u-1' } });
const invalid = (message: string) => ({ ok: false, code: 'VALIDATION', message });
const NOT_FOUND = { ok: false, code: 'STATION_NOT_FOUND', message: 'Station not found!' };
const withBar = run(aShopState(), 'station.create.v1', {
  id: 'bar',
  title: ' Bar ',
  warnAfterMinutes: '5',
  lateAfterMinutes: 8,
}).state;

describe('station.*.v1', () => {
  it('[STN2] creates a station with its thresholds; left out: 10 and 20 minutes', () => {
    expect(withBar.stations?.bar).toEqual({
      id: 'bar',
      title: 'Bar',
      warnAfterMinutes: 5,
      lateAfterMinutes: 8,
      createdAt: T0,
      updatedAt: T0,
    });
    const k = run(withBar, 'station.create.v1', { id: 'k', title: 'Kitchen' }).state;
    expect(k.stations?.k).toMatchObject({ warnAfterMinutes: 10, lateAfterMinutes: 20 });
  });

  it('[STN2] refuses a blank title, minutes outside 1-999, red not after amber, and a cashier', () => {
    const s = aShopState();
    expect(run(s, 'station.create.v1', { id: 'x', title: ' ' }).decision).toEqual(
      invalid('Please provide Station Title!'),
    );
    expect(run(s, 'station.create.v1', { id: 'x', title: 'A', warnAfterMinutes: 0 }).decision).toEqual(
      invalid('Minutes must be a whole number from 1 to 999!'),
    );
    expect(run(s, 'station.create.v1', { id: 'x', title: 'A', warnAfterMinutes: 1.5 }).decision.ok).toBe(
      false,
    );
    expect(
      run(s, 'station.create.v1', { id: 'x', title: 'A', warnAfterMinutes: 20, lateAfterMinutes: 20 })
        .decision,
    ).toEqual(invalid('The red threshold must be later than the amber one!'));
    expect(run(s, 'station.create.v1', { id: 'x', title: 'A' }, cashier).decision).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('[STN2] update changes a live station and refuses an unknown one', () => {
    const { state } = run(
      withBar,
      'station.update.v1',
      { id: 'bar', title: 'Drinks', warnAfterMinutes: 3, lateAfterMinutes: 6 },
      later,
    );
    expect(state.stations?.bar).toMatchObject({ title: 'Drinks', warnAfterMinutes: 3, updatedAt: T0 + 1000 });
    expect(run(withBar, 'station.update.v1', { id: 'nope', title: 'X' }).decision).toEqual(NOT_FOUND);
  });

  it('[STN2] delete tombstones the station and clears it from the categories and items naming it', () => {
    let s = run(withBar, 'category.create.v1', { id: 'drinks', title: 'Drinks', stationId: 'bar' }).state;
    s = run(s, 'menu-item.update.v1', {
      id: 'cola',
      title: 'Cola',
      price: 5500,
      taxId: 'vat',
      stationId: 'bar',
    }).state;
    s = withOrderLine(s);
    const { state, decision } = run(s, 'station.delete.v1', { id: 'bar' }, later);
    expect(decision.ok).toBe(true);
    expect(state.stations?.bar).toBeUndefined();
    expect(state.categories?.drinks).toMatchObject({ stationId: null, updatedAt: T0 + 1000 });
    expect(state.menuItems?.cola).toMatchObject({ stationId: null });
    // STN1: a line already sent keeps its station
    expect(state.orderItems?.['line-2']).toMatchObject({ stationId: 'bar' });
  });

  it('[STN3] categories and items take a station, refuse an unknown one, and keep theirs when the key is left out', () => {
    expect(run(withBar, 'category.create.v1', { id: 'c', title: 'C', stationId: 'nope' }).decision).toEqual(
      NOT_FOUND,
    );
    const s = run(withBar, 'category.create.v1', { id: 'c', title: 'C', stationId: 'bar' }).state;
    expect(s.categories?.c).toMatchObject({ stationId: 'bar' });
    expect(run(s, 'category.update.v1', { id: 'c', title: 'C2' }).state.categories?.c).toMatchObject({
      title: 'C2',
      stationId: 'bar',
    });
    expect(
      run(s, 'category.update.v1', { id: 'c', title: 'C', stationId: '' }).state.categories?.c,
    ).toMatchObject({
      stationId: null,
    });
    const item = { title: 'Cola', price: 5500, taxId: 'vat' };
    expect(run(s, 'menu-item.create.v1', { id: 'm', ...item, stationId: 'nope' }).decision).toEqual(
      NOT_FOUND,
    );
    const m = run(s, 'menu-item.create.v1', { id: 'm', ...item, stationId: 'bar' }).state;
    expect(run(m, 'menu-item.update.v1', { id: 'm', ...item, price: 6000 }).state.menuItems?.m).toMatchObject(
      {
        price: 6000,
        stationId: 'bar',
      },
    );
    expect(
      run(s, 'category.create.v1', { id: 'd', title: 'D', stationId: 'bar' }, cashier).decision,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('[STN1] an order line keeps the station it was rung up with: the item’s, else its category’s', () => {
    let s = run(withBar, 'station.create.v1', { id: 'k', title: 'Kitchen' }).state;
    s = run(s, 'category.create.v1', { id: 'pizzas', title: 'Pizzas', stationId: 'k' }).state;
    s = run(s, 'menu-item.update.v1', {
      id: 'pizza',
      title: 'Margherita',
      price: 25000,
      taxId: 'gst',
      categoryId: 'pizzas',
    }).state;
    s = withOrderLine(s);
    expect(s.orderItems?.['line-1']).toMatchObject({ stationId: 'k' });
    expect(s.orderItems?.['line-2']).toMatchObject({ stationId: 'bar' });
    const moved = run(s, 'category.update.v1', { id: 'pizzas', title: 'Pizzas', stationId: 'bar' }).state;
    expect(moved.orderItems?.['line-1']).toMatchObject({ stationId: 'k' });
  });
});

/** order-1 with the pizza (line-1) and a cola (line-2) routed to the bar. */
function withOrderLine(state: ReturnType<typeof aShopState>) {
  const withCola = run(state, 'menu-item.update.v1', {
    id: 'cola',
    title: 'Cola',
    price: 5500,
    taxId: 'vat',
    stationId: 'bar',
  }).state;
  const r = run(withCola, 'order.create.v1', createOrderWire());
  if (!r.decision.ok) throw new Error(r.decision.message);
  return r.state;
}
