import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketAge } from './ticket-age.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('ticket age under a fake clock (KDS7, STN4)', () => {
  it('[KDS7] counts up mm:ss from the send time and turns amber at warn, red at late', () => {
    render(<TicketAge sentAt={Date.now() - 5_000} limits={{ warnAfterMinutes: 2, lateAfterMinutes: 5 }} />);
    const age = screen.getByTestId('ticket-age');
    expect(age.textContent).toBe('Waiting 00:05');
    expect(age.getAttribute('data-level')).toBe('fresh');
    act(() => vi.advanceTimersByTime(60_000));
    expect(age.textContent).toBe('Waiting 01:05');
    act(() => vi.advanceTimersByTime(55_000));
    expect(age.textContent).toBe('Waiting 02:00, running late');
    expect(age.getAttribute('data-level')).toBe('warn');
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(age.textContent).toBe('Waiting 05:00, late');
    expect(age.getAttribute('data-level')).toBe('late');
  });
});
