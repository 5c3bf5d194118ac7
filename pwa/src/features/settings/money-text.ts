/**
 * Price inputs hold currency text ('250.50'); the shared schemas take integer minor units (VAL3). A form
 * schema here reads the text into minor units first, so the spec's price messages still come from the
 * shared schema (text that is not an amount becomes -1, which it refuses).
 */
import { formatMinor, parseMoney } from '@tavola/shared';
import * as v from 'valibot';

export const withMoneyText = <S extends v.GenericSchema>(schema: S, fields: readonly string[]) =>
  v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (typeof input !== 'object' || input === null) return input;
      const out: Record<string, unknown> = { ...input };
      for (const f of fields) {
        const raw = out[f];
        if (typeof raw !== 'string' || raw.trim() === '') continue;
        const parsed = parseMoney(raw);
        out[f] = parsed.ok ? parsed.value : -1;
      }
      return out;
    }),
    schema,
  );

/** Minor units as the text a price input starts with ('' for none). */
export const moneyText = (minor: number | null | undefined): string =>
  minor == null ? '' : formatMinor(minor);
