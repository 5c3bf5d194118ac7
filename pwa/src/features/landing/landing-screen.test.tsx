import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.mock('../map/load-maplibre.ts', async (original) => ({
  ...(await original<typeof import('../map/load-maplibre.ts')>()),
  // jsdom has no WebGL: the map library never starts here, which is the failure path
  loadMaplibre: () => Promise.reject(new Error('no WebGL')),
}));

type Geo = {
  state?: PermissionState;
  queryFails?: boolean;
  position?: { lat: number; lng: number };
  errorCode?: number;
};

function stubLocation(geo: Geo) {
  const listeners: (() => void)[] = [];
  const status = {
    state: geo.state ?? 'prompt',
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: () => {},
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    permissions: {
      query: geo.queryFails ? () => Promise.reject(new Error('nope')) : () => Promise.resolve(status),
    },
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if (geo.position) {
          ok({ coords: { latitude: geo.position.lat, longitude: geo.position.lng } } as GeolocationPosition);
        } else fail({ code: geo.errorCode ?? 2, message: 'x' } as GeolocationPositionError);
      },
    },
  });
  return {
    change(state: PermissionState) {
      status.state = state;
      for (const l of listeners) l();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

const PUBLIC_CONFIG = 'GET /api/v1/public-config';
const publicConfig = (over: object = {}) => ({
  message: 'Public config',
  support: { name: 'Tavola Support', phone: '+91 98450 12345', email: 'support@tavola.app' },
  fees: { platformFeeOnline: '3', platformFeeCash: '3', gstOnPlatformFee: '18' },
  ...over,
});

describe('landing page', () => {
  it("[ADR 0042] says online payments go through the platform's Razorpay account, not straight to the store's bank", async () => {
    stubLocation({ state: 'prompt' });
    renderApp('/');
    await screen.findByRole('link', { name: 'Get Started Free' });
    const page = screen.getByTestId('landing').textContent ?? '';
    expect(page).not.toMatch(/straight to your bank|your own bank account/);
    expect(screen.getByText('Online payments, settled to you')).toBeTruthy();
    expect(page).toMatch(/platform's Razorpay account/);
  });

  it('has the hero, six features, both plans, three steps, setup help and contact', async () => {
    stubLocation({ state: 'prompt' });
    installFakeFetch({ [PUBLIC_CONFIG]: [{ status: 200, body: publicConfig() }] });
    renderApp('/');
    await screen.findByRole('link', { name: '+91 98450 12345' });
    expect((await screen.findByRole('link', { name: 'Get Started Free' })).getAttribute('href')).toBe(
      '/login',
    );
    expect(document.querySelectorAll('.feature-card')).toHaveLength(6);
    const free = screen.getByTestId('plan-free');
    expect(free.textContent).toMatch(/Free/);
    expect(free.textContent).toMatch(/₹0/);
    expect(free.textContent).toMatch(/1,000 products/);
    const booster = screen.getByTestId('plan-booster');
    expect(booster.textContent).toMatch(/₹499/);
    expect(booster.textContent).toMatch(/Coming Soon/);
    expect(booster.textContent).toMatch(/Analytics with an AI manager/);
    for (const step of ['Create Your Store', 'Add Products', 'Start Receiving Orders']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Book setup help' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\//,
    );
    expect(screen.getByRole('link', { name: 'support@tavola.app' }).getAttribute('href')).toBe(
      'mailto:support@tavola.app',
    );
  });

  it('[PLAT3] the fee card quotes the configured rates, never a dollar amount beside rupee prices', async () => {
    stubLocation({ state: 'prompt' });
    const fees = { platformFeeOnline: '2.5', platformFeeCash: '2.5', gstOnPlatformFee: '18' };
    installFakeFetch({ [PUBLIC_CONFIG]: [{ status: 200, body: publicConfig({ fees }) }] });
    renderApp('/');
    expect(
      await screen.findByText(
        'Keep 100% of your product revenue. A small platform fee of 2.5% of the order, plus 18% GST on the fee, is added at checkout.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('landing').textContent).not.toMatch(/\$\d/);
  });

  it('[SUP1] without a configured phone the contact offers mail only', async () => {
    stubLocation({ state: 'prompt' });
    const support = { name: 'Help', phone: '', email: 'help@example.test' };
    installFakeFetch({ [PUBLIC_CONFIG]: [{ status: 200, body: publicConfig({ support }) }] });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'help@example.test' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book setup help' }).getAttribute('href')).toMatch(
      /^mailto:help@example\.test/,
    );
    expect(document.querySelector('a[href^="https://wa.me"]')).toBeNull();
  });

  it("asks for the location first ('Allow Location to view the map.'), and follows a grant", async () => {
    const geo = stubLocation({ state: 'prompt', position: { lat: 12.97, lng: 77.59 } });
    installFakeFetch({
      'POST /api/v1/maptoken': [
        { status: 200, body: { access_token: '', style_url: '/api/v1/map/style.json' } },
      ],
    });
    renderApp('/');
    expect(await screen.findByText('Allow Location to view the map.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow Location' })).toBeTruthy();
    geo.change('granted');
    // located; the map library cannot start in jsdom
    expect(await screen.findByText('Failed to initialize map.')).toBeTruthy();
  });

  it("a refused prompt says 'Please enable location access in your browser settings.'", async () => {
    stubLocation({ state: 'denied', errorCode: 1 });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Allow Location' }));
    expect(await screen.findByText('Please enable location access in your browser settings.')).toBeTruthy();
  });

  it("a location that cannot be read says 'Failed to get location.'", async () => {
    stubLocation({ state: 'granted', errorCode: 2 });
    renderApp('/');
    expect(await screen.findByText('Failed to get location.')).toBeTruthy();
  });

  it("a permission query that fails says 'Failed to check permission status.'", async () => {
    stubLocation({ queryFails: true });
    renderApp('/');
    expect(await screen.findByText('Failed to check permission status.')).toBeTruthy();
  });

  it("a map token that cannot be had says 'Failed to initialize map.'", async () => {
    stubLocation({ state: 'granted', position: { lat: 1, lng: 2 } });
    installFakeFetch({ 'POST /api/v1/maptoken': [{ status: 500, body: {} }] });
    renderApp('/');
    await waitFor(() => expect(screen.getByText('Failed to initialize map.')).toBeTruthy());
  });
});
