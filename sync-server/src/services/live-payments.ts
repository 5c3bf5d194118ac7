/**
 * Which payment provider takes money (ADR 0042): Razorpay when RAZORPAY_KEY_ID/SECRET are set, else the demo
 * provider when DEMO_PAYMENTS is on (no money moves), else none: diners pay at the counter and paid plans are
 * not offered. A demo payment is refused whenever the demo provider is not the live one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export type LivePayments = 'razorpay' | 'demo' | 'none';

export function livePayments(config: Pick<Config, 'demoPayments' | 'diner'>): LivePayments {
  if (config.diner.razorpay) return 'razorpay';
  return config.demoPayments ? 'demo' : 'none';
}

/** The start-up line naming the live provider: the operator sees at once whether money can move. */
export function logLivePayments(log: FastifyBaseLogger, config: Pick<Config, 'demoPayments' | 'diner'>) {
  const live = livePayments(config);
  if (live === 'razorpay') {
    log.info({ payments: live }, 'payments: Razorpay is live for diners and paid plans');
    if (config.demoPayments) log.warn('DEMO_PAYMENTS is ignored: Razorpay is configured');
  } else if (live === 'demo') {
    log.warn(
      { payments: live },
      'payments: DEMO mode (DEMO_PAYMENTS=true): the demo checkout marks orders and plans paid, no money moves',
    );
  } else {
    log.info(
      { payments: live },
      'payments: none (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET): diners pay at the counter, paid plans are not offered',
    );
  }
}
