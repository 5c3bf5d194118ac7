import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSettings, outboxOf } from './settings-test-kit.ts';

describe('the menu item form: card fields', () => {
  it('[CARD1][CARD2] edits description, diet and allergens; the item keeps what the form shows', async () => {
    const item = aRow('menuItems', {
      id: 'tikka',
      title: 'Paneer Tikka',
      price: 22000,
      diet: 'veg',
      allergens: 'milk',
    });
    const { db } = await openSettings('/dashboard/settings/menu-items/tikka', { menuItems: [item] });
    const form = await screen.findByRole('form', { name: 'Edit Item' });
    expect(((await within(form).findByLabelText('Veg / Non-veg')) as HTMLSelectElement).value).toBe('veg');
    expect((within(form).getByRole('checkbox', { name: 'Milk' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: ' Charred in the tandoor ' },
    });
    fireEvent.change(within(form).getByLabelText('Veg / Non-veg'), { target: { value: 'egg' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Mustard' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Gluten' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await outboxOf(db)).toHaveLength(1));
    expect((await outboxOf(db))[0]).toMatchObject({
      name: 'menu-item.update.v1',
      args: { description: 'Charred in the tandoor', diet: 'egg', allergens: ['gluten', 'milk', 'mustard'] },
    });
    expect(await db.menuItems.get('tikka')).toMatchObject({
      description: 'Charred in the tandoor',
      diet: 'egg',
      allergens: 'gluten,milk,mustard',
    });
  });
});
