/** /terms-and-conditions, a static page. */
import { Link } from '@tanstack/react-router';
import { POLICY_UPDATED, StaticPage } from './static-page.tsx';

export function TermsScreen() {
  return (
    <StaticPage title="Terms and Conditions" updated={POLICY_UPDATED} testId="terms">
      <p>
        These terms apply to everyone who uses Tavola: restaurants that subscribe, their staff, and diners who
        order through Tavola menus. By using Tavola you accept them.
      </p>
      <h2>The service</h2>
      <p>
        Tavola provides software for taking orders and payments, running a kitchen display, and managing a
        restaurant's menu, tables, staff and reports. Restaurants sell their own food and drink and are
        responsible for it, for their prices and taxes, and for serving the orders they accept.
      </p>
      <h2>Restaurant accounts</h2>
      <ul>
        <li>
          Give accurate business details and keep your login secure; you are responsible for your staff's use.
        </li>
        <li>New accounts may need our approval before they can take orders.</li>
        <li>Do not use Tavola for anything unlawful or to sell goods you may not sell.</li>
      </ul>
      <h2>Plans and fees</h2>
      <p>
        The Free plan costs nothing each month. Paid plans are billed monthly in advance and renew until
        cancelled. A platform fee may be added to online orders at checkout and is shown to the diner before
        they pay. We will give 30 days' notice of any price change.
      </p>
      <h2>Diners</h2>
      <p>
        Orders are placed with the restaurant, not with Tavola. Refunds follow our{' '}
        <Link to="/refund-policy">Refund Policy</Link>.
      </p>
      <h2>Availability</h2>
      <p>
        We work to keep Tavola available at all times, and the till keeps working offline, but we cannot
        promise uninterrupted service. Planned maintenance is announced in advance where possible.
      </p>
      <h2>Ending the service</h2>
      <p>
        You may cancel your subscription at any time from your profile. We may suspend an account that breaks
        these terms. When an account is deleted, its data is deleted with it.
      </p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, Tavola is not liable for indirect losses such as lost profits, and our
        total liability is limited to the fees you paid us in the three months before the claim.
      </p>
      <h2>Changes and contact</h2>
      <p>
        We may update these terms and will tell restaurants of material changes by e-mail. Questions? Visit{' '}
        <Link to="/contact-us">Contact Us</Link>.
      </p>
    </StaticPage>
  );
}
