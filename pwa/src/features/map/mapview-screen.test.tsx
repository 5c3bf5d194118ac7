import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(() => signInCookie());

describe('mapview (the map details screen)', () => {
  it('is the super-admin’s only: others go to /no-access', async () => {
    setSessionUser(aUser());
    const app = renderApp('/mapview?tenant=t-1');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/no-access'));
  });

  it('without a tenant it points the operator to the tenants screen', async () => {
    setSessionUser(aUser({ role: 'superadmin', tenant_id: null }));
    renderApp('/mapview');
    expect(await screen.findByRole('link', { name: 'Tenants' })).toBeTruthy();
  });
});
