/**
 * The landing page's copy (PLAN1-PLAN2 for its pricing): features, onboarding steps, contact. The spec's
 * "payments go straight to the seller's bank" is not what Tavola does (one platform Razorpay account, settled
 * by the operator; per-store accounts are future work): the payments card says what is true (ADR 0042).
 */
import { feeClaim, messagingDigits, type PublicFees, type SupportContact } from '@tavola/shared';

/** The feature cards; the fee card quotes the configured rates (PLAT3). */
export const features = (fees: PublicFees) => [
  {
    title: 'Sell online, directly',
    body: 'Your own storefront and QR menu. Diners order from you, not from a marketplace that owns the customer.',
  },
  { title: 'No commissions', body: feeClaim(fees) },
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
];

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

/** The contact band and setup help from the configured support contact (SUP1); no phone, no messaging links. */
export function contactOf(support: SupportContact) {
  const digits = messagingDigits(support.phone);
  return {
    phone: support.phone,
    email: support.email,
    setupHelpUrl: digits
      ? `https://wa.me/${digits}?text=${encodeURIComponent('Hi Tavola! I would like help setting up my store.')}`
      : `mailto:${support.email}?subject=${encodeURIComponent('Help setting up my store')}`,
    messagingUrl: digits ? `https://wa.me/${digits}` : null,
  };
}
