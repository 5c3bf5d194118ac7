import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/register (AUTH2)', () => {
  it('shows the first failing rule next to its field, focused', async () => {
    renderApp('/register');
    const submit = await screen.findByRole('button', { name: 'Register' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please provide business name!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Business Name/));
    fill(/Business Name/, 'Trattoria');
    fireEvent.click(submit);
    expect(await screen.findByText('Please provide email!')).toBeTruthy();
    fill(/Email/, 'not-an-email');
    fireEvent.click(submit);
    expect(await screen.findByText('Please provide valid email!')).toBeTruthy();
    fill(/Email/, 'owner@example.com');
    fireEvent.click(submit);
    expect(await screen.findByText('Please provide password!')).toBeTruthy();
  });

  it('sends biz_name, username and password, then goes to /login', async () => {
    const f = installFakeFetch({
      'POST /api/v1/auth/signup': [
        { status: 200, body: { message: 'Account created successfully! Please login.' } },
      ],
    });
    const app = renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    fill(/Business Name/, 'Trattoria');
    fill(/Email/, 'Owner@Example.com');
    fill(/Password/, 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(String(f.calls[0]?.init.body))).toEqual({
      biz_name: 'Trattoria',
      username: 'owner@example.com',
      password: 'long-enough',
    });
  });

  it('a failure without a server message shows the register fallback', async () => {
    installFakeFetch({ 'POST /api/v1/auth/signup': [{ status: 500 }] });
    renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    fill(/Business Name/, 'Trattoria');
    fill(/Email/, 'owner@example.com');
    fill(/Password/, 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText("We're getting issues while processing the request, try later!"),
    ).toBeTruthy();
  });
});

describe('/forgot-password and /reset-password', () => {
  it("forgot password needs the email: 'Please provide username!'", async () => {
    renderApp('/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please provide username!')).toBeTruthy();
  });

  it("reset without a token: 'Invalid request!'", async () => {
    renderApp('/reset-password');
    await screen.findByRole('button', { name: 'Update Password' });
    fill(/New Password/, 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Invalid request!')).toBeTruthy();
  });

  it("reset with a token but no password: 'Please provide new password!'", async () => {
    renderApp('/reset-password?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please provide new password!')).toBeTruthy();
  });

  it('posts the new password to /auth/reset-password/{token}, then goes to /login', async () => {
    const f = installFakeFetch({
      'POST /api/v1/auth/reset-password/123': [
        { status: 200, body: { message: 'Password updated successfully! Please login.' } },
      ],
    });
    const app = renderApp('/reset-password?token=123');
    await screen.findByRole('button', { name: 'Update Password' });
    fill(/New Password/, 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(f.calls).toHaveLength(1);
  });

  it('a failure without a server message shows the password-reset fallback', async () => {
    installFakeFetch({ 'POST /api/v1/auth/reset-password/abc': ['network-error'] });
    renderApp('/reset-password?token=abc');
    await screen.findByRole('button', { name: 'Update Password' });
    fill(/New Password/, 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Error processing your request, Please try later!')).toBeTruthy();
  });
});
