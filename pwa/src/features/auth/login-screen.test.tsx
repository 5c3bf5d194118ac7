import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionUser } from '../../lib/session.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNIN = 'POST /api/v1/auth/signin';

async function openLogin() {
  const app = renderApp('/login');
  const username = await screen.findByLabelText(/Username/);
  const password = screen.getByLabelText(/Password/);
  const submit = screen.getByRole('button', { name: 'Login' });
  return { app, username, password, submit };
}

describe('/login validation and sign-in (AUTH1, PERM7)', () => {
  it('marks both fields required; username is an email input', async () => {
    const { username, password } = await openLogin();
    expect(username).toHaveProperty('type', 'email');
    expect(username).toHaveProperty('required', true);
    expect(password).toHaveProperty('required', true);
  });

  it("an empty username shows 'Please provide username!' and takes the focus", async () => {
    const f = installFakeFetch({});
    const { username, password, submit } = await openLogin();
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please provide username!')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(f.calls).toHaveLength(0);
  });

  it("an empty password shows 'Please provide password!' and takes the focus", async () => {
    const { username, password, submit } = await openLogin();
    fireEvent.change(username, { target: { value: 'owner@example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please provide password!')).toBeTruthy();
    expect(screen.queryByText('Please provide username!')).toBeNull();
    expect(document.activeElement).toBe(password);
  });

  it('links to /forgot-password and /register', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register');
  });

  it('a successful sign-in saves the user and routes an admin to /dashboard/home', async () => {
    const f = installFakeFetch({
      [SIGNIN]: [{ status: 200, body: { message: 'Login successful!', user: aUser() } }],
    });
    const { app, username, password, submit } = await openLogin();
    fireEvent.change(username, { target: { value: 'owner@example.com' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    signInCookie(); // what the server's Set-Cookie does
    fireEvent.click(submit);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
    expect(getSessionUser()?.name).toBe('Olivia Owner');
    expect(JSON.parse(String(f.calls[0]?.init.body))).toEqual({
      username: 'owner@example.com',
      password: 'secret',
    });
  });

  it('[PERM7] a kitchen-only user lands straight on the kitchen board', async () => {
    installFakeFetch({
      [SIGNIN]: [{ status: 200, body: { message: 'Login successful!', user: aStaffUser('KITCHEN') } }],
    });
    const { app, username, password, submit } = await openLogin();
    fireEvent.change(username, { target: { value: 'staff@example.com' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    signInCookie(); // what the server's Set-Cookie does
    fireEvent.click(submit);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/kitchen'));
  });

  it("a failure shows the server's message", async () => {
    installFakeFetch({ [SIGNIN]: [{ status: 401, body: { message: 'Invalid username or password!' } }] });
    const { username, password, submit } = await openLogin();
    fireEvent.change(username, { target: { value: 'owner@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid username or password!')).toBeTruthy();
    expect(getSessionUser()).toBeNull();
  });

  it("a failure without a message shows 'Something went wrong!'", async () => {
    installFakeFetch({ [SIGNIN]: ['network-error'] });
    const { username, password, submit } = await openLogin();
    fireEvent.change(username, { target: { value: 'owner@example.com' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });
});
