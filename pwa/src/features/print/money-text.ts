/** Money at the UI edge: the store currency's symbol and the amount with 2 decimals (MON6), grouped in its locale (LOC1). */
import { currencySymbol, formatAmount } from '@tavola/shared';

export const moneyText = (amount: number, currency: string | null | undefined): string =>
  `${currencySymbol(currency)}${formatAmount(amount, currency)}`;
