import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPos } from './pos-test-kit.tsx';

describe('the POS grid on a keystroke', () => {
  it('[PERF8] refills the cards it shows with the matching items instead of building new ones', async () => {
    await openPos({ extraItems: 30 });
    const cards = () => screen.getAllByTestId('pos-item');
    const first = cards()[0];
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), {
      target: { value: 'zuppa 2' },
    });
    await screen.findByRole('button', { name: 'Add Zuppa 2' });
    expect(cards()[0]).toBe(first); // the same element, now Zuppa 2's
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'Zuppa 2',
      ...Array.from({ length: 10 }, (_, k) => `Zuppa ${20 + k}`),
    ]);
  });
});
