/** The subscription screens' tests (English and Hindi): the demo provider's checkout of a month of Booster. */

/** GET /subscriptions/checkout/demo_1 answering a 499.00 checkout. */
export const demoCheckout = {
  status: 200,
  body: {
    message: 'Checkout',
    checkout: {
      providerRef: 'demo_1',
      provider: 'demo',
      amount: 49_900,
      currency: 'INR',
      description: 'Tavola Booster, 1 month',
      plan: 'booster',
      planName: 'Booster',
    },
  },
};
