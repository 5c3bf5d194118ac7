import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('static pages', () => {
  it('the refund policy states its numbers', async () => {
    renderApp('/refund-policy');
    const page = await screen.findByTestId('refund-policy');
    for (const phrase of [
      'within 24 hours',
      'processed within 7 days',
      'within 48 hours',
      'within 7 days',
      'the full price of the order less the platform fee',
    ]) {
      expect(page.textContent).toContain(phrase);
    }
  });

  it.each([
    ['/about-us', 'About Us'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('%s has a title and a body', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.querySelectorAll('.static-page h2').length).toBeGreaterThan(1);
  });

  it('Contact Us needs name, email and message, thanks the visitor, clears the form and calls nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderApp('/contact-us');
    const form = await screen.findByRole('form', { name: 'Contact Us' });
    for (const label of [/Name/, /Email/, /Message/]) {
      expect(within(form).getByLabelText(label).hasAttribute('required')).toBe(true);
    }
    const send = within(form).getByRole('button', { name: 'Send Message' });
    fireEvent.click(send);
    expect(await within(form).findByText('Please provide name!')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Asha' } });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'asha@example.test' } });
    fireEvent.click(send);
    expect(await within(form).findByText('Please provide message!')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Message/), { target: { value: 'Do you support kiosks?' } });
    fireEvent.click(send);
    expect(
      await screen.findByText('Thank you for contacting us! We will get back to you within 24 hours.'),
    ).toBeTruthy();
    expect((within(form).getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('');
    // only the page's own read of the support address (SUP1): the form sends nothing
    expect(fetchSpy.mock.calls.map((c) => String(c[0])).filter((u) => !u.endsWith('/public-config'))).toEqual(
      [],
    );
    vi.unstubAllGlobals();
  });

  it('an unknown address shows a not-found page with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('the header links the pages, Get Started goes to /register, the footer the policies', async () => {
    renderApp('/about-us');
    const site = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).toBe(
      '/refund-policy',
    );
  });
});
