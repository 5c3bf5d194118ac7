/** Header, drawer and footer of the public pages. */
import { Link, Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { InstallButton } from '../install/install-button.tsx';

const HEADER_LINKS = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Login', to: '/login' },
  { label: 'Get Started', to: '/register' },
] as const;

const FOOTER_LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
] as const;

export function PublicLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="public" data-drawer-open={drawerOpen}>
      <header className="public-header">
        <Link to="/" className="public-logo" aria-label="Tavola home">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Tavola</span>
        </Link>
        <button
          type="button"
          className="icon-button public-drawer-button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="public-nav"
          onClick={() => setDrawerOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="public-nav" aria-label="Site" className="public-nav">
          <ul>
            {HEADER_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className={l.to === '/register' ? 'btn btn-primary btn-small' : 'public-link'}
                  onClick={() => setDrawerOpen(false)}
                >
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <InstallButton />
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label="Legal">
          <ul>
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="muted">© Tavola</p>
      </footer>
    </div>
  );
}
