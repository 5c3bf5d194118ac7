/** Users and sub-kitchens (VAL4-VAL5; /users/*). */
import * as v from 'valibot';
import { newPassword } from './auth.ts';
import { optionalText, requiredText } from './common.ts';
import { isEmail, optionalEmailField, scopesField } from './fields.ts';
import { currencyCodeField } from './settings.ts';

/** GET /users: each user of the tenant as the users screen shows it. */
export type UserCard = {
  id: string;
  username: string;
  name: string;
  role: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  /** Comma-separated scope names. */
  scope: string;
  photo: string | null;
};
export type UsersAnswer = { message: string; users: UserCard[] };

export const INVALID_SCOPES_MESSAGE = 'Please select valid scopes!';
const name = requiredText('Please provide name!', 120);
const username = requiredText('Please provide username!', 254);
const userDetails = {
  designation: optionalText(120),
  phone: optionalText(20),
  email: optionalEmailField('Please provide valid email!'),
  userScopes: scopesField(INVALID_SCOPES_MESSAGE),
};

/** VAL4: the username is an email, checked after the required fields (as the form does), then lower-cased. */
const lowerUsername = <T extends { username: string }>(o: T): T => ({
  ...o,
  username: o.username.toLowerCase(),
});

/** POST /users/add */
export const addUserArgs = v.pipe(
  v.object(
    { name, username, password: newPassword('Please provide password!'), ...userDetails },
    'Invalid request!',
  ),
  v.forward(
    v.check((o) => isEmail(o.username), 'Please provide valid email!'),
    ['username'],
  ),
  v.transform(lowerUsername),
);
export type AddUserArgs = v.InferOutput<typeof addUserArgs>;

/** POST /users/update/{username}: the username (from the path) cannot change. */
export const updateUserArgs = v.object({ username, name, ...userDetails }, 'Invalid request!');
export type UpdateUserArgs = v.InferOutput<typeof updateUserArgs>;

/** POST /users/update-password/{username} */
export const resetUserPasswordArgs = v.object(
  { username: requiredText('Invalid Request!', 254), password: newPassword('Provide new password!') },
  'Invalid Request!',
);
export type ResetUserPasswordArgs = v.InferOutput<typeof resetUserPasswordArgs>;

/** DELETE /users/delete/{username} */
export const deleteUserArgs = v.object(
  { username: requiredText('Invalid Request!', 254) },
  'Invalid Request!',
);
export type DeleteUserArgs = v.InferOutput<typeof deleteUserArgs>;

/**
 * POST /users/add-kitchen. VAL5: the form shares one input between username and email, so Tavola treats
 * them as one value: the username is the login email, and `email` defaults to it. tenant_id comes from the
 * session, never from the body.
 */
export const addSubKitchenArgs = v.pipe(
  v.object(
    {
      storeName: requiredText('Please provide business name!', 120),
      name,
      username,
      password: newPassword('Please provide password!'),
      address: optionalText(500),
      currency: currencyCodeField,
      ...userDetails,
    },
    'Invalid request!',
  ),
  v.forward(
    v.check((o) => isEmail(o.username), 'Please provide valid email!'),
    ['username'],
  ),
  v.transform((o) => ({ ...lowerUsername(o), email: o.email ?? o.username.toLowerCase() })),
);
export type AddSubKitchenArgs = v.InferOutput<typeof addSubKitchenArgs>;
