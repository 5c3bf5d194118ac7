import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openPos } from './pos-test-kit.tsx';

// Counts the cart lines rendered: each CartLine prices its own line once a render.
const priced = vi.hoisted(() => ({ count: 0 }));
vi.mock('@tavola/shared', async (importOriginal) => {
  const shared = await importOriginal<typeof import('@tavola/shared')>();
  return {
    ...shared,
    priceLine: (...args: Parameters<typeof shared.priceLine>) => {
      priced.count++;
      return shared.priceLine(...args);
    },
  };
});

describe('cart rendering', () => {
  it('tapping Add renders the line it adds or changes, not every line of the cart', async () => {
    await openPos({ extraItems: 12 });
    for (let i = 1; i <= 12; i++) fireEvent.click(screen.getByRole('button', { name: `Add Zuppa ${i}` }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(12);

    priced.count = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Add Cola' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(13);
    expect(priced.count).toBe(1);

    priced.count = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Add Zuppa 3' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(13);
    expect(priced.count).toBe(1);
  });
});
