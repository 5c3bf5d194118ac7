/** /privacy-policy, a static page. */
import { Link } from '@tanstack/react-router';
import { POLICY_UPDATED, StaticPage } from './static-page.tsx';

export function PrivacyPolicyScreen() {
  return (
    <StaticPage title="Privacy Policy" updated={POLICY_UPDATED} testId="privacy-policy">
      <p>
        This policy explains what information Tavola handles, why, and the choices you have. It applies to
        restaurants using Tavola, their staff, and diners who order through Tavola menus.
      </p>
      <h2>Information we handle</h2>
      <ul>
        <li>
          <strong>Restaurant accounts:</strong> business name, login e-mail, staff names and roles, store
          address, phone and settings, and the devices signed in to the account.
        </li>
        <li>
          <strong>Orders and sales:</strong> menu items ordered, amounts, taxes, payment status, table and
          token numbers.
        </li>
        <li>
          <strong>Diners:</strong> the name, phone number and delivery details a diner enters, and a random
          identifier kept in the diner's browser so it can show their own orders. We do not ask diners to
          create an account.
        </li>
        <li>
          <strong>Location:</strong> only when you allow it, your browser's location is used to show stores
          near you on the map. It is sent with that request and not stored.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To run the service: to take and route orders, print receipts, produce invoices and reports for the
        restaurant, keep accounts secure, and answer support requests. We do not sell personal information and
        do not use it for advertising.
      </p>
      <h2>Who can see it</h2>
      <p>
        A restaurant sees the orders and customer details of its own store only. Payment providers receive
        what they need to take a payment. Tavola staff access data only to provide support or keep the service
        secure.
      </p>
      <h2>Cookies and storage</h2>
      <p>
        We use cookies to keep you signed in and to protect your session, and your browser's storage to keep
        the app working offline. We use no advertising or tracking cookies.
      </p>
      <h2>Keeping and deleting data</h2>
      <p>
        Restaurant data is kept while the account is active. When an account is closed, its users and all of
        its data are deleted. A diner can ask the restaurant, or us, to delete the details they entered.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about privacy? <Link to="/contact-us">Contact us</Link>.
      </p>
    </StaticPage>
  );
}
