/** Test data for the diner menu: a small store with taxes of both kinds, variants and addons. */
import { type DinerMenuAnswer, rate } from '@tavola/shared';

export const aMenu: DinerMenuAnswer = {
  storeSettings: {
    storeName: 'Roma',
    address: null,
    phone: null,
    email: null,
    currency: 'INR',
    isQRMenuEnabled: true,
    lat: null,
    lng: null,
  },
  tax: [
    { id: 'gst', title: 'GST', rate: 50_000, type: 'exclusive' },
    { id: 'pack', title: 'Packing', rate: 20_000, type: 'inclusive' },
  ],
  categories: [{ id: 'm', title: 'Mains' }],
  menuItems: [
    {
      id: 'bc',
      title: 'Butter Chicken',
      price: 32_000,
      netPrice: null,
      categoryId: 'm',
      taxId: 'gst',
      imageUrl: null,
      variants: [
        { id: 'reg', title: 'Regular', price: 32_000 },
        { id: 'lg', title: 'Large', price: 45_000 },
      ],
      addons: [
        { id: 'naan', title: 'Butter Naan', price: 6_000 },
        { id: 'rice', title: 'Jeera Rice', price: 9_000 },
      ],
    },
    {
      id: 'dal',
      title: 'Dal',
      price: 24_000,
      netPrice: null,
      categoryId: 'm',
      taxId: null,
      imageUrl: null,
      variants: [],
      addons: [],
    },
  ],
  table: null,
  fees: {
    platformFeeRate: { online: rate(30_000), cash: rate(30_000) },
    gstOnPlatformFeeRate: rate(180_000),
    processingFeeRate: { online: rate(26_550), cash: rate(0) },
  },
};
