import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMeta } from '../../db/meta.ts';
import { EMPTY_SALE, usePosStore } from './pos-store.ts';
import { openPos, POS_SHOP, showPos } from './pos-test-kit.tsx';

const click = (name: string | RegExp, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getByRole('button', { name }));
const dialog = (name: string) => screen.findByRole('dialog', { name });
const cartLines = () => screen.queryAllByTestId('cart-line');
const tableSelect = () => screen.getByLabelText('Table') as HTMLSelectElement;

/** Cola for Asha at table T1, as a cashier rings it up. */
function ringUp() {
  click('Add Cola');
  fireEvent.change(tableSelect(), { target: { value: POS_SHOP.table.id } });
  const { id, phone, name, email } = POS_SHOP.asha;
  usePosStore.getState().setCustomer({ id, phone, name, email });
}

describe('the sale being rung up is kept on the device', () => {
  it('[TILL3] a reload keeps the cart, its customer and its table', async () => {
    const { db } = await openPos();
    ringUp();
    await waitFor(async () =>
      expect(await getMeta(db, 'posSale')).toMatchObject({ tableId: 't1', customer: { id: 'asha' } }),
    );
    // the page reloads: the screen and the in-memory cart are gone, the device database stays
    cleanup();
    usePosStore.setState(EMPTY_SALE);
    showPos();
    await waitFor(() => expect(cartLines()).toHaveLength(1));
    expect(cartLines()[0]?.textContent).toContain('Cola');
    expect(screen.getByTestId('pos-customer').textContent).toContain('Asha');
    expect(tableSelect().value).toBe('t1');
  });

  it('[TILL3] a draft keeps its customer and table', async () => {
    const { db } = await openPos();
    ringUp();
    click('Draft');
    const save = await dialog('Save Draft');
    fireEvent.change(within(save).getByLabelText(/Reference Name/), { target: { value: 'Asha T1' } });
    click('Save', save);
    await waitFor(async () => expect(await db.drafts.count()).toBe(1));
    expect(screen.getByTestId('pos-customer').textContent).toContain('WALKIN CUSTOMER');
    expect(tableSelect().value).toBe('');
    click('Drafts List');
    click('Load Asha T1', await dialog('Drafts List'));
    await waitFor(() => expect(cartLines()).toHaveLength(1));
    expect(screen.getByTestId('pos-customer').textContent).toContain('Asha');
    expect(tableSelect().value).toBe('t1');
  });
});
