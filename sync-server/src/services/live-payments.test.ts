import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { livePayments, logLivePayments } from './live-payments.ts';

const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' };

function logged(env: Record<string, string>) {
  const lines: string[] = [];
  const log = { info: (...a: unknown[]) => lines.push(`info ${String(a.at(-1))}`) };
  const warn = { warn: (...a: unknown[]) => lines.push(`warn ${String(a.at(-1))}`) };
  logLivePayments({ ...log, ...warn } as never, loadConfig(env));
  return lines;
}

describe('[ADR 0042] the live payment provider', () => {
  it('is Razorpay when configured, the demo provider only in demo mode, else none', () => {
    expect(livePayments(loadConfig({}))).toBe('none');
    expect(livePayments(loadConfig({ DEMO_PAYMENTS: 'true' }))).toBe('demo');
    expect(livePayments(loadConfig(RAZORPAY))).toBe('razorpay');
    expect(livePayments(loadConfig({ ...RAZORPAY, DEMO_PAYMENTS: 'true' }))).toBe('razorpay');
  });

  it('is named in the log at start', () => {
    expect(logged({})).toEqual([expect.stringMatching(/^info payments: none .*paid plans are not offered$/)]);
    expect(logged({ DEMO_PAYMENTS: 'true' })).toEqual([
      expect.stringMatching(/^warn payments: DEMO mode .*no money moves$/),
    ]);
    expect(logged({ ...RAZORPAY, DEMO_PAYMENTS: 'true' })).toEqual([
      'info payments: Razorpay is live for diners and paid plans',
      'warn DEMO_PAYMENTS is ignored: Razorpay is configured',
    ]);
  });
});
