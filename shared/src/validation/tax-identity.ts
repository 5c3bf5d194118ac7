/**
 * GST1-GST3: the tax identity fields of the store-settings form and the menu item and tax forms. Absent means
 * unchanged (undefined), empty clears (null): the specification's clients never send them.
 */
import * as v from 'valibot';
import { TAX_KINDS, type TaxKindOfTax } from '../gst/gst-split.ts';
import { checkGstin, isValidFssai } from '../gst/gstin.ts';
import { isEmpty } from './fields.ts';

export const TAX_IDENTITY_MESSAGES = {
  fssai: 'FSSAI licence number must be 14 digits',
  legalName: 'Legal name must be at most 200 characters',
  composition: 'Invalid request!',
  hsn: 'HSN/SAC code must be 4 to 8 digits',
  kind: 'Select Tax Kind!',
} as const;

/** GST3: the suggested HSN/SAC code of a restaurant's food (restaurant service). */
export const RESTAURANT_SAC = '996331';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * GST3: an optional field (its key optional in the output) read by `parse`; absent keys are skipped, so a
 * payment from a client that knows nothing of tax invoices is read as before.
 */
const optionalKey = <T>(parse: (input: unknown) => Parsed<T>) =>
  v.pipe(
    v.optional(v.unknown()),
    v.rawTransform<unknown, T | undefined>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === undefined) return undefined;
      const r = parse(dataset.value);
      if (r.ok) return r.value;
      addIssue({ message: r.message });
      return NEVER;
    }),
  );

/** Absent → undefined (unchanged), empty → null (cleared), text → `parse` of the trimmed text. */
const clearable = <T>(parse: (text: string) => Parsed<T>) =>
  optionalKey<T | null>((x) => {
    if (isEmpty(x)) return { ok: true, value: null };
    return typeof x === 'string' ? parse(x.trim()) : { ok: false, message: 'Invalid request!' };
  });

/** GST1: a GSTIN with its check character verified ('GSTIN check character is wrong'). */
export const gstinField = clearable<string>((text) => {
  const r = checkGstin(text);
  return r.ok ? { ok: true, value: r.gstin } : { ok: false, message: r.message };
});

export const fssaiField = clearable<string>((text) =>
  isValidFssai(text) ? { ok: true, value: text } : { ok: false, message: TAX_IDENTITY_MESSAGES.fssai },
);

export const legalNameField = clearable<string>((text) =>
  text.length <= 200 ? { ok: true, value: text } : { ok: false, message: TAX_IDENTITY_MESSAGES.legalName },
);

/** Absent → undefined (unchanged); a boolean, 0/1 or 'true'/'false'. */
export const compositionField = optionalKey<boolean | undefined>((x) => {
  if (x === null || x === '') return { ok: true, value: undefined };
  if (x === true || x === 1 || x === '1' || x === 'true') return { ok: true, value: true };
  if (x === false || x === 0 || x === '0' || x === 'false') return { ok: true, value: false };
  return { ok: false, message: TAX_IDENTITY_MESSAGES.composition };
});

/** GST3: an HSN/SAC code: 4, 6 or 8 digits (996331 for restaurant service). */
export const hsnField = clearable<string>((text) =>
  /^(\d{4}|\d{6}|\d{8})$/.test(text)
    ? { ok: true, value: text }
    : { ok: false, message: TAX_IDENTITY_MESSAGES.hsn },
);

/** GST2: a tax's kind; absent → undefined (unchanged, 'other' for a new tax). */
export const taxKindField = optionalKey<TaxKindOfTax | undefined>((x) => {
  if (isEmpty(x)) return { ok: true, value: undefined };
  const k = typeof x === 'string' ? x.trim().toLowerCase() : '';
  return (TAX_KINDS as readonly string[]).includes(k)
    ? { ok: true, value: k as TaxKindOfTax }
    : { ok: false, message: TAX_IDENTITY_MESSAGES.kind };
});

/** GST3: a B2B buyer's GSTIN on a payment; empty → null. */
export const buyerGstinField = optionalKey<string | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  if (typeof x !== 'string') return { ok: false, message: 'Invalid request!' };
  const r = checkGstin(x);
  return r.ok ? { ok: true, value: r.gstin } : { ok: false, message: `Buyer ${r.message}` };
});

/** INVS3: the invoice number the till took (and printed); the mutator decides whether it stands. */
export const invoiceNoField = optionalKey<string | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  return typeof x === 'string' && x.length <= 16
    ? { ok: true, value: x }
    : { ok: false, message: 'Invalid request!' };
});

export const storeTaxIdentityFields = {
  gstin: gstinField,
  legalName: legalNameField,
  fssai: fssaiField,
  composition: compositionField,
};
