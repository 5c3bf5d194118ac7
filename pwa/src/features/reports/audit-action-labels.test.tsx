/** WALL2 (finding #11): the audit log names each action in the owner's language, the raw code only as a fallback. */
import type { AuditLogAnswer } from '@tavola/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, translateIn } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { auditActionLabel } from './audit-action-labels.ts';

const entry = (id: string, action: string) => ({
  id,
  at: Date.UTC(2026, 0, 15, 9),
  action,
  entity: 'shifts',
  entityId: 's1',
  userId: 'u-2',
  userName: 'Asha',
  deviceId: 'd-1',
  deviceName: 'Counter 1 (A)',
  reason: null,
  detail: {},
});
const answer: AuditLogAnswer = {
  message: 'Audit log',
  entries: [entry('a1', 'shift.open'), entry('a2', 'future.thing')],
  page: 1,
  pageSize: 50,
  total: 2,
  actions: ['future.thing', 'shift.open'],
  users: [{ id: 'u-2', name: 'Asha' }],
  devices: [{ id: 'd-1', name: 'Counter 1 (A)' }],
};

afterEach(() => applyLanguage('en'));

describe('audit actions as words (WALL2)', () => {
  beforeEach(() => signInCookie());

  it.each([
    ['en', 'Shift opened'],
    ['hi', 'शिफ़्ट खोली'],
  ] as const)(
    '[WALL2] in %s the row and the action filter read %s; an unknown code shows raw',
    async (language, opened) => {
      setSessionUser(aUser({ language }));
      installFakeFetch({ 'GET /api/v1/reports/audit?type=today': [{ status: 200, body: answer }] });
      renderApp('/dashboard/reports/audit');
      const [first, second] = await screen.findAllByTestId('audit-entry');
      expect(within(first as HTMLElement).getByText(opened)).toBeTruthy();
      expect(within(first as HTMLElement).queryByText('shift.open')).toBeNull();
      expect(within(second as HTMLElement).getByText('future.thing')).toBeTruthy();
      const filter = screen.getByTestId('audit-action') as HTMLSelectElement;
      expect([...filter.options].slice(1).map((o) => [o.value, o.text])).toEqual([
        ['future.thing', 'future.thing'],
        ['shift.open', opened],
      ]);
    },
  );

  it('[WALL2] every labelled code has an English and a Hindi text (no key shows through)', () => {
    for (const code of [
      'approval',
      'day.close',
      'drawer.no_sale',
      'order.item_void',
      'user.reset-password',
    ]) {
      for (const language of ['en', 'hi']) {
        const label = auditActionLabel(code, (key, values) => translateIn(language, key, values));
        expect(label).not.toMatch(/^reports\.audit\.act\./);
        expect(label).not.toBe(code);
      }
    }
    expect(auditActionLabel('toString', (k) => k)).toBe('toString');
  });
});
