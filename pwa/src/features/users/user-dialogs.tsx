/** Add New User, Update User, Reset Password and Add New Sub-Kitchen (VAL4-VAL5, PERM9-PERM11). */
import {
  addSubKitchenArgs,
  addUserArgs,
  CURRENCIES,
  currencyLabel,
  DEFAULT_CURRENCY,
  parseScopes,
  resetUserPasswordArgs,
  type Scope,
  updateUserArgs,
} from '@tavola/shared';
import { useCallback, useState } from 'react';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { ApiResult } from '../../lib/api.ts';
import { withToast } from '../../lib/toast.tsx';
import { FormDialog, SelectField } from '../settings/settings-fields.tsx';
import { ScopePicker } from './scope-picker.tsx';
import { type UserCard, usersApi } from './users-api.ts';

type Props = { onClose: () => void; onSaved: () => void };

/** Runs the call under the toast; on success closes the dialog and reloads the list. */
async function submit<T>(call: () => Promise<ApiResult<T>>, { onClose, onSaved }: Props) {
  const result = await withToast(call);
  if (result.ok) {
    onClose();
    onSaved();
  }
}

function useScopes(initial: Scope[]) {
  const [scopes, setScopes] = useState<Scope[]>(initial);
  const extra = useCallback(() => ({ userScopes: scopes }), [scopes]);
  return { scopes, setScopes, extra };
}

/** A new password (VAL4), which the browser may offer to make up. */
function PasswordField({ form, label }: { form: ReturnType<typeof useSchemaForm>; label: string }) {
  return (
    <Field form={form} name="password" label={label} type="password" required autoComplete="new-password" />
  );
}

function UserDetailFields({ form, user }: { form: ReturnType<typeof useSchemaForm>; user?: UserCard }) {
  const t = useT();
  return (
    <>
      <Field
        form={form}
        name="designation"
        label={t('users.designation')}
        defaultValue={user?.designation ?? ''}
      />
      <Field form={form} name="phone" label={t('users.phone')} type="tel" defaultValue={user?.phone ?? ''} />
    </>
  );
}

export function AddUserDialog(props: Props) {
  const t = useT();
  const { scopes, setScopes, extra } = useScopes([]);
  const form = useSchemaForm(addUserArgs, (args) => submit(() => usersApi.add(args), props), extra);
  return (
    <FormDialog title={t('users.addTitle')} testId="add-user-dialog" form={form} onClose={props.onClose}>
      <Field form={form} name="name" label={t('users.name')} required />
      <Field form={form} name="username" label={t('users.usernameEmail')} type="email" required />
      <PasswordField form={form} label={t('users.password')} />
      <UserDetailFields form={form} />
      <Field form={form} name="email" label={t('users.email')} type="email" />
      <ScopePicker value={scopes} onChange={setScopes} />
    </FormDialog>
  );
}

export function UpdateUserDialog({ user, ...props }: Props & { user: UserCard }) {
  const t = useT();
  const [kept] = useState(() => parseScopes(user.scope));
  const { scopes, setScopes, extra } = useScopes(kept);
  const extraWithUser = useCallback(() => ({ ...extra(), username: user.username }), [extra, user.username]);
  const form = useSchemaForm(
    updateUserArgs,
    (args) => submit(() => usersApi.update(args), props),
    extraWithUser,
  );
  return (
    <FormDialog
      title={t('users.updateTitle')}
      testId="update-user-dialog"
      form={form}
      onClose={props.onClose}
    >
      <Field form={form} name="name" label={t('users.name')} required defaultValue={user.name} />
      <Field
        form={form}
        name="username-shown"
        label={t('users.username')}
        type="email"
        readOnly
        disabled
        defaultValue={user.username}
      />
      <UserDetailFields form={form} user={user} />
      <Field form={form} name="email" label={t('users.email')} type="email" defaultValue={user.email ?? ''} />
      <ScopePicker value={scopes} onChange={setScopes} kept={kept} />
    </FormDialog>
  );
}

export function ResetPasswordDialog({ user, ...props }: Props & { user: UserCard }) {
  const t = useT();
  const extra = useCallback(() => ({ username: user.username }), [user.username]);
  const form = useSchemaForm(
    resetUserPasswordArgs,
    (args) => submit(() => usersApi.resetPassword(args.username, args.password), props),
    extra,
  );
  return (
    <FormDialog
      title={t('users.resetPassword')}
      testId="reset-password-dialog"
      form={form}
      onClose={props.onClose}
    >
      <p>{user.username}</p>
      <PasswordField form={form} label={t('users.newPassword')} />
    </FormDialog>
  );
}

/** VAL5: one input is both the login username and the email. */
export function AddSubKitchenDialog(props: Props) {
  const t = useT();
  const { scopes, setScopes, extra } = useScopes([]);
  const form = useSchemaForm(
    addSubKitchenArgs,
    (args) => submit(() => usersApi.addKitchen(args), props),
    extra,
  );
  return (
    <FormDialog
      title={t('users.addKitchenTitle')}
      testId="add-kitchen-dialog"
      form={form}
      onClose={props.onClose}
    >
      <Field form={form} name="storeName" label={t('users.businessName')} required />
      <Field form={form} name="address" label={t('users.address')} />
      <Field form={form} name="phone" label={t('users.phone')} type="tel" />
      <SelectField form={form} name="currency" label={t('users.currency')} defaultValue={DEFAULT_CURRENCY}>
        {CURRENCIES.map((c) => (
          <option key={c.cc} value={c.cc}>
            {currencyLabel(c)}
          </option>
        ))}
      </SelectField>
      <Field form={form} name="name" label={t('users.name')} required />
      <Field form={form} name="designation" label={t('users.designation')} />
      <Field form={form} name="username" label={t('users.emailUsername')} type="email" required />
      <PasswordField form={form} label={t('users.password')} />
      <ScopePicker value={scopes} onChange={setScopes} />
    </FormDialog>
  );
}
