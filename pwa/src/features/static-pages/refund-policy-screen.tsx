/** /refund-policy (requests within 24 hours, processed within 7 days, disputes 48 hours / 7 days). */
import { Link } from '@tanstack/react-router';
import { POLICY_UPDATED, StaticPage } from './static-page.tsx';

export function RefundPolicyScreen() {
  return (
    <StaticPage title="Refund Policy" updated={POLICY_UPDATED} testId="refund-policy">
      <p>
        This policy covers orders that diners place with restaurants through Tavola menus and storefronts. The
        restaurant prepares and serves your order; Tavola provides the ordering and payment software.
      </p>
      <h2>Asking for a refund</h2>
      <ul>
        <li>
          Ask for a refund <strong>within 24 hours</strong> of placing the order, by contacting the restaurant
          with your order number and token number.
        </li>
        <li>
          Refunds are given for orders that were not delivered or served, were cancelled by the restaurant,
          were charged twice, or were materially different from what you ordered.
        </li>
        <li>
          Orders eaten in full, or changed on request after preparation began, are not usually refunded.
        </li>
      </ul>
      <h2>What is refunded</h2>
      <p>
        An approved refund returns <strong>the full price of the order less the platform fee</strong>. The
        platform fee covers payment processing and is not refundable, except where an order was charged twice,
        in which case the duplicate charge is refunded in full.
      </p>
      <h2>How long it takes</h2>
      <p>
        Approved refunds are <strong>processed within 7 days</strong> to the original payment method. Your
        bank or card issuer may take a few more days to show the money in your account. Cash payments are
        refunded by the restaurant in cash.
      </p>
      <h2>Disputes</h2>
      <ol>
        <li>
          If you disagree with a restaurant's decision, raise a dispute with the restaurant{' '}
          <strong>within 48 hours</strong> of its answer.
        </li>
        <li>
          If the dispute is not settled, bring it to Tavola <strong>within 7 days</strong> through the{' '}
          <Link to="/contact-us">Contact Us</Link> page. We will review the order records and payment records
          of both sides and tell you and the restaurant our decision.
        </li>
      </ol>
      <h2>Restaurants' subscriptions</h2>
      <p>
        Subscription fees that restaurants pay to Tavola are charged monthly in advance. Cancelling stops the
        next renewal and ends access at once; the current month is not refunded.
      </p>
    </StaticPage>
  );
}
