import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { DinerMenu } from './diner-menu-screen.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';
import { FIRST_PAINT_ID } from './first-paint.ts';

const MENU = 'GET /api/v1/qrmenu/roma';

/** The server's first screen, as sync-server's shell writes it before the app's mount point. */
function serverFirstScreen() {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  const el = document.createElement('div');
  el.id = FIRST_PAINT_ID;
  el.innerHTML = '<h1 class="diner-store-name">Roma</h1>';
  document.body.prepend(el);
}
const firstScreen = () => document.getElementById(FIRST_PAINT_ID);

beforeEach(() => {
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
  localStorage.clear();
  serverFirstScreen();
});

describe("the server's first screen handed over to the menu screen (DIN-FP1)", () => {
  it('[DIN-FP1] stays while the menu loads and goes once the menu shows', async () => {
    installFakeFetch({ [MENU]: [{ status: 200, body: aMenu }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(firstScreen()).not.toBeNull();
    expect(await screen.findByText('Butter Chicken')).toBeTruthy();
    expect(firstScreen()).toBeNull();
  });

  it('[DIN-FP1] goes when the screen has a message of its own instead', async () => {
    installFakeFetch({ [MENU]: [{ status: 404, body: { message: 'Broken Link!' } }] });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(await screen.findByText('Broken Link!')).toBeTruthy();
    expect(firstScreen()).toBeNull();
  });

  it('[DIN-FP1] goes with the screen if it closes while loading', () => {
    // another store: this tab has no menu of it yet (one it has shows at once)
    installFakeFetch({ 'GET /api/v1/qrmenu/milano': [{ status: 200, body: aMenu }] });
    const { unmount } = render(<DinerMenu qrcode="milano" table={null} />);
    expect(firstScreen()).not.toBeNull();
    unmount();
    expect(firstScreen()).toBeNull();
  });
});
