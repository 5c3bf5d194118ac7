/**
 * The landing page's copy (PLAN1-PLAN2 for its pricing): features, onboarding steps, contact. The spec's
 * "payments go straight to the seller's bank" is not what Tavola does (one platform Razorpay account, settled
 * by the operator; per-store accounts are future work): the payments card says what is true (ADR 0042).
 */
import { ADMIN_CONTACT, SUPPORT_EMAIL } from '../../config.ts';

export const FEATURES = [
  {
    title: 'Sell online, directly',
    body: 'Your own storefront and QR menu. Diners order from you, not from a marketplace that owns the customer.',
  },
  {
    title: 'No commissions',
    body: 'Keep 100% of your product revenue. A small platform fee of $5 to $10 per order is added at checkout.',
  },
  {
    title: 'Online payments, settled to you',
    body: "Diners pay online through the platform's Razorpay account, and the platform operator settles your takings to your bank. Cash and counter payments are yours as always.",
  },
  {
    title: 'In-store and online orders, one screen',
    body: 'Point of sale, kitchen display and order tracking together, and the till keeps working offline.',
  },
  {
    title: 'QR and kiosk ready',
    body: 'Print a QR code for every table, or stand a tablet at the door as a self-order kiosk.',
  },
  {
    title: 'Your brand, your way',
    body: 'Choose your colours, upload your logo and arrange the menu layout your guests see.',
  },
] as const;

export const STEPS = [
  {
    title: 'Create Your Store',
    body: 'Register with your business name and e-mail, then add your address, currency and tables.',
  },
  {
    title: 'Add Products',
    body: 'Add your dishes with photos, prices, categories, variants and add-ons. Taxes are worked out for you.',
  },
  {
    title: 'Start Receiving Orders',
    body: 'Share your store link or put QR codes on the tables. Orders arrive on your till and kitchen screen.',
  },
] as const;

/** The messaging number: the admin contact's phone, digits only (wa.me links take no '+' or spaces). */
export const MESSAGING_NUMBER = ADMIN_CONTACT.phone.replace(/\D/g, '');
export const CONTACT = {
  phone: ADMIN_CONTACT.phone,
  email: SUPPORT_EMAIL,
  setupHelpUrl: `https://wa.me/${MESSAGING_NUMBER}?text=${encodeURIComponent(
    'Hi Tavola! I would like help setting up my store.',
  )}`,
  messagingUrl: `https://wa.me/${MESSAGING_NUMBER}`,
} as const;
