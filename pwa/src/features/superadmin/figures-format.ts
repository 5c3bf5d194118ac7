/** How the console shows figures: US cents as compact dollars, counts compact, plan prices per month. */
import { formatMoney } from '@tavola/shared';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 2,
});
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** 123456789 ¢ → '$1.23M'; 574 ¢ → '$5.74'. */
export const formatUsdCompact = (cents: number): string => compactUsd.format(cents / 100);

/** 15300 → '15.3K'. */
export const formatCountCompact = (n: number): string => compactCount.format(n);

/** A plan's monthly price: 49900 INR minor units → '₹499.00 / month'. */
export function formatMonthlyPrice(minor: number, currency: string): string {
  const amount = formatMoney(minor, currency); // LOC1
  return `${amount} / month`;
}

/** An ISO instant as an English medium date ('Jan 15, 2026'); null and bad input → '-'. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : day.format(d);
}

export const SALES_TOOLTIP = 'Converted to USD, final amount may vary';
