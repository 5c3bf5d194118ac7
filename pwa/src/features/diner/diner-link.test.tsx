import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';

beforeEach(() => {
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
  document.title = 'Tavola';
});

describe("the diner's link", () => {
  it.each(['/m/', '/m', '/tm/'])("[PWA2] %s without a qrcode says 'Broken Link!'", async (path) => {
    renderApp(path);
    expect(await screen.findByText('Broken Link!')).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it("[PWA3] the menu's tab carries the store's name", async () => {
    installFakeFetch({ 'GET /api/v1/qrmenu/roma': [{ status: 200, body: aMenu }] });
    renderApp('/m/roma');
    await waitFor(() => expect(document.title).toBe('Roma · Menu'));
  });
});
