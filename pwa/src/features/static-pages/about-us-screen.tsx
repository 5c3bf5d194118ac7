/** /about-us, a static page. */
import { Link } from '@tanstack/react-router';
import { StaticPage } from './static-page.tsx';

export function AboutUsScreen() {
  return (
    <StaticPage title="About Us" testId="about-us">
      <p>
        Tavola is a point of sale and online storefront for restaurants, cafes, hotels and bars. We build it
        for owners who want to take orders at the counter, at the table and online without handing a
        commission on every order to a marketplace.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Your customers are yours.</strong> Diners order from your own menu link or QR code, and
          their orders and details stay with your store.
        </li>
        <li>
          <strong>Your money is yours.</strong> Online payments go straight to your bank account. We charge no
          commission on your product revenue.
        </li>
        <li>
          <strong>The till must never stop.</strong> Tavola keeps ringing up sales, sending tickets to the
          kitchen and printing receipts when the internet drops, and catches up when it returns.
        </li>
      </ul>
      <h2>What you get</h2>
      <p>
        A point of sale for tablets and laptops, a kitchen display, order and reservation tracking, a customer
        credit book, invoices and reports, a QR menu for every table, and a console to manage staff, devices
        and settings. It installs as an app on any modern device.
      </p>
      <h2>Who we are</h2>
      <p>
        We are a small team of engineers and former restaurant staff. Every feature starts with a question
        from a kitchen or a counter. If you have one, <Link to="/contact-us">write to us</Link>.
      </p>
    </StaticPage>
  );
}
