/** The super-admin console's payloads (VAL17; /superadmin/*). */
import * as v from 'valibot';
import { DATE_PRESETS } from '../time/presets.ts';
import { newPassword } from './auth.ts';
import { requiredText } from './common.ts';
import { booleanField, calendarDateField, integerField, isEmail, oneOfOr } from './fields.ts';

const INVALID = 'Invalid request!';

/** The add form calls the email `username`; the API calls it `email`. Either is accepted. */
const emailFromUsername = v.transform((input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const o = input as Record<string, unknown>;
  return o.email === undefined && o.username !== undefined ? { ...o, email: o.username } : o;
});

/** VAL17: POST /superadmin/tenants/add */
export const tenantAddArgs = v.pipe(
  v.unknown(),
  emailFromUsername,
  v.object(
    {
      name: requiredText('Please provide name!', 120),
      email: requiredText('Please provide Email!', 254),
      password: newPassword('Please provide password!'),
      isActive: booleanField(INVALID, true),
    },
    INVALID,
  ),
  v.forward(
    v.check((o) => isEmail(o.email), 'Please provide valid email!'),
    ['email'],
  ),
  v.transform((o) => ({ ...o, email: o.email.toLowerCase() })),
);
export type TenantAddArgs = v.InferOutput<typeof tenantAddArgs>;

/** VAL17: PATCH /superadmin/tenants/update/{id} */
export const tenantUpdateArgs = v.pipe(
  v.object(
    {
      name: requiredText("Please Provide Tenant's Name!", 120),
      email: requiredText("Please Provide Tenant's Email!", 254),
      isActive: booleanField(INVALID, true),
    },
    INVALID,
  ),
  v.forward(
    v.check((o) => isEmail(o.email), 'Please Provide Valid Email!'),
    ['email'],
  ),
  v.transform((o) => ({ ...o, email: o.email.toLowerCase() })),
);
export type TenantUpdateArgs = v.InferOutput<typeof tenantUpdateArgs>;

export const TENANT_STATUSES = ['active', 'inactive'] as const;
export const TENANTS_PAGE_SIZE = 5;

/** GET /superadmin/tenants?page&perPage&search&status&type&from&to: empty filters become null. */
export const tenantsListQuery = v.object(
  {
    page: integerField(INVALID, INVALID, { min: 1, max: 1_000_000, whenEmpty: 1 }),
    perPage: integerField(INVALID, INVALID, { min: 1, max: 100, whenEmpty: TENANTS_PAGE_SIZE }),
    search: v.pipe(
      v.optional(v.nullable(v.string(INVALID)), ''),
      v.transform((s) => s?.trim() ?? ''),
      v.maxLength(200, INVALID),
    ),
    status: oneOfOr(TENANT_STATUSES, INVALID, null),
    type: oneOfOr(DATE_PRESETS, 'Please select a valid filter!', null),
    from: calendarDateField('Please provide valid dates!', { required: false }),
    to: calendarDateField('Please provide valid dates!', { required: false }),
  },
  INVALID,
);
export type TenantsListQuery = v.InferOutput<typeof tenantsListQuery>;
