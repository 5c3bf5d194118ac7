import type { AuditLogAnswer } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const entry = {
  id: 'a1',
  at: Date.UTC(2026, 0, 15, 9),
  action: 'shift.pay-out',
  entity: 'cashMovements',
  entityId: 'm1',
  userId: 'u-2',
  userName: 'Asha',
  deviceId: 'd-1',
  deviceName: 'Counter 1 (A)',
  reason: 'Vegetables',
  detail: { amount: 4000 },
};
const answer = (entries: AuditLogAnswer['entries']): AuditLogAnswer => ({
  message: 'Audit log',
  entries,
  page: 1,
  pageSize: 50,
  total: entries.length,
  actions: ['approval', 'shift.pay-out'],
  users: [{ id: 'u-2', name: 'Asha' }],
  devices: [{ id: 'd-1', name: 'Counter 1 (A)' }],
});

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser());
});

describe('/dashboard/reports/audit (AUD1-AUD4)', () => {
  it('[AUD1] [AUD2] lists who, which device, what and why; a filter asks the server again; [AUD4] the CSV link', async () => {
    const f = installFakeFetch({
      'GET /api/v1/reports/audit?type=today': [{ status: 200, body: answer([entry]) }],
      'GET /api/v1/reports/audit?type=today&action=approval': [{ status: 200, body: answer([]) }],
    });
    renderApp('/dashboard/reports/audit');
    const row = await screen.findByTestId('audit-entry');
    for (const text of ['Cash paid out', 'Asha', 'Counter 1 (A)', 'Vegetables'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByTestId('audit-export').getAttribute('href')).toBe(
      '/api/v1/reports/audit?type=today&format=csv',
    );
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
    fireEvent.change(screen.getByTestId('audit-action'), { target: { value: 'approval' } });
    expect(await screen.findByText('Nothing was recorded for this filter.')).toBeTruthy();
    await waitFor(() => expect(f.count('GET /api/v1/reports/audit?type=today&action=approval')).toBe(1));
    expect(screen.getByTestId('audit-export').getAttribute('href')).toContain('action=approval');
  });
});
