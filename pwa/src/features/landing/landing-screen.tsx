/**
 * / (the landing page): hero, the map of stores nearby, six features, pricing, three steps,
 * setup help, install offer and the contact footer. The map library loads lazily with the map itself.
 */
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../lib/public-config.ts';
import { InstallButton } from '../install/install-button.tsx';
import { contactOf, features, STEPS } from './landing-content.ts';
import { MAP_TEXTS } from './map-texts.ts';
import { PricingSection } from './pricing-section.tsx';
import './landing.css';

const NearbyStoresMap = lazy(() =>
  import('./nearby-stores-map.tsx').then((m) => ({ default: m.NearbyStoresMap })),
);

export function LandingScreen() {
  const config = usePublicConfig();
  const contact = contactOf(config.support);
  return (
    <div className="landing" data-testid="landing">
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">Online storefront and point of sale</p>
        <h1 id="hero-title">Take orders online and in-store, without paying commissions</h1>
        <p className="hero-lead">
          Tavola gives your restaurant, cafe, hotel or bar its own QR menu and online store, a point of sale
          that keeps working offline, and a kitchen display. Online payments are collected through the
          platform's Razorpay account and settled to you by the operator, and you keep full control of your
          menu, prices and brand.
        </p>
        <div className="hero-actions">
          <Link to="/login" className="btn btn-primary">
            Get Started Free
          </Link>
          <a href="#pricing" className="btn btn-secondary">
            See pricing
          </a>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="nearby-title">
        <h2 id="nearby-title">Stores near you</h2>
        <p className="section-lead">Order from restaurants around you that already use Tavola.</p>
        <Suspense fallback={<div className="map-frame map-message">{MAP_TEXTS.loading}</div>}>
          <NearbyStoresMap />
        </Suspense>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything you need to sell</h2>
        <ul className="feature-grid">
          {features(config.fees).map((f) => (
            <li key={f.title} className="card feature-card">
              <h3>{f.title}</h3>
              <p>{f.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <PricingSection />

      <section className="landing-section" aria-labelledby="steps-title">
        <h2 id="steps-title">Up and running in three steps</h2>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card step-card">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.body}</p>
              {i === 0 && (
                <Link to="/login" className="btn btn-primary btn-small">
                  Register
                </Link>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-section help-band" aria-labelledby="help-title">
        <div>
          <h2 id="help-title">Want a hand setting up?</h2>
          <p>We will set up your menu, tables and printer with you over a short call, at no cost.</p>
        </div>
        <div className="help-actions">
          <a
            href={contact.setupHelpUrl}
            className="btn btn-primary"
            target="_blank"
            rel="noopener noreferrer"
          >
            Book setup help
          </a>
          <InstallButton />
        </div>
      </section>

      <section className="landing-section contact-band" aria-labelledby="contact-title">
        <h2 id="contact-title">Talk to us</h2>
        <p>
          {contact.messagingUrl && (
            <>
              Message us on <a href={contact.messagingUrl}>{contact.phone}</a> or write
            </>
          )}
          {contact.messagingUrl ? ' to ' : 'Write to '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>. We reply within a day.
        </p>
      </section>
    </div>
  );
}
