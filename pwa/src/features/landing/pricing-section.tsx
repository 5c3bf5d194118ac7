/** The pricing section: the plans from @tavola/shared (Free at 0, Booster at 499 a month, Coming Soon). */
import { Link } from '@tanstack/react-router';
import { PLAN_CURRENCY, PLAN_LIST } from '@tavola/shared';

const price = (minor: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: PLAN_CURRENCY,
    maximumFractionDigits: 0,
  }).format(minor / 100);

export function PricingSection() {
  return (
    <section className="landing-section" aria-labelledby="pricing-title" id="pricing">
      <h2 id="pricing-title">Simple pricing</h2>
      <p className="section-lead">Start free. Upgrade when your restaurant grows.</p>
      <ul className="pricing-grid">
        {PLAN_LIST.map((plan) => (
          <li key={plan.id} className="card plan-card" data-testid={`plan-${plan.id}`}>
            <div className="card-title-row">
              <h3>{plan.name}</h3>
              {plan.comingSoon && <span className="badge">Coming Soon</span>}
            </div>
            <p className="plan-price">
              <span className="plan-amount">{price(plan.monthlyPrice)}</span> / month
            </p>
            <ul className="plan-features">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {plan.comingSoon ? (
              <button type="button" className="btn btn-secondary btn-block" disabled>
                Coming Soon
              </button>
            ) : (
              <Link to="/register" className="btn btn-primary btn-block">
                Start Free
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
