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
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import type { ApiResult } from '../../lib/api.ts';
import { withToast } from '../../lib/toast.tsx';
import { DialogActions, SelectField } from '../settings/settings-fields.tsx';
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

function UserDetailFields({ form, user }: { form: ReturnType<typeof useSchemaForm>; user?: UserCard }) {
  return (
    <>
      <Field form={form} name="designation" label="Designation" defaultValue={user?.designation ?? ''} />
      <Field form={form} name="phone" label="Phone" type="tel" defaultValue={user?.phone ?? ''} />
    </>
  );
}

export function AddUserDialog(props: Props) {
  const { scopes, setScopes, extra } = useScopes([]);
  const form = useSchemaForm(addUserArgs, (args) => submit(() => usersApi.add(args), props), extra);
  return (
    <Dialog open onClose={props.onClose} title="Add New User" testId="add-user-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Add New User">
        <FormError form={form} />
        <Field form={form} name="name" label="Name" required />
        <Field form={form} name="username" label="Username (email)" type="email" required />
        <Field
          form={form}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
        />
        <UserDetailFields form={form} />
        <Field form={form} name="email" label="Email" type="email" />
        <ScopePicker value={scopes} onChange={setScopes} />
        <DialogActions onClose={props.onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

export function UpdateUserDialog({ user, ...props }: Props & { user: UserCard }) {
  const [kept] = useState(() => parseScopes(user.scope));
  const { scopes, setScopes, extra } = useScopes(kept);
  const extraWithUser = useCallback(() => ({ ...extra(), username: user.username }), [extra, user.username]);
  const form = useSchemaForm(
    updateUserArgs,
    (args) => submit(() => usersApi.update(args), props),
    extraWithUser,
  );
  return (
    <Dialog open onClose={props.onClose} title="Update User" testId="update-user-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Update User">
        <FormError form={form} />
        <Field form={form} name="name" label="Name" required defaultValue={user.name} />
        <Field
          form={form}
          name="username-shown"
          label="Username"
          type="email"
          readOnly
          disabled
          defaultValue={user.username}
        />
        <UserDetailFields form={form} user={user} />
        <Field form={form} name="email" label="Email" type="email" defaultValue={user.email ?? ''} />
        <ScopePicker value={scopes} onChange={setScopes} kept={kept} />
        <DialogActions onClose={props.onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

export function ResetPasswordDialog({ user, ...props }: Props & { user: UserCard }) {
  const extra = useCallback(() => ({ username: user.username }), [user.username]);
  const form = useSchemaForm(
    resetUserPasswordArgs,
    (args) => submit(() => usersApi.resetPassword(args.username, args.password), props),
    extra,
  );
  return (
    <Dialog open onClose={props.onClose} title="Reset Password" testId="reset-password-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Reset Password">
        <FormError form={form} />
        <p>{user.username}</p>
        <Field
          form={form}
          name="password"
          label="New Password"
          type="password"
          required
          autoComplete="new-password"
        />
        <DialogActions onClose={props.onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

/** VAL5: one input is both the login username and the email. */
export function AddSubKitchenDialog(props: Props) {
  const { scopes, setScopes, extra } = useScopes([]);
  const form = useSchemaForm(
    addSubKitchenArgs,
    (args) => submit(() => usersApi.addKitchen(args), props),
    extra,
  );
  return (
    <Dialog open onClose={props.onClose} title="Add New Sub-Kitchen" testId="add-kitchen-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Add New Sub-Kitchen">
        <FormError form={form} />
        <Field form={form} name="storeName" label="Business Name" required />
        <Field form={form} name="address" label="Address" />
        <Field form={form} name="phone" label="Phone" type="tel" />
        <SelectField form={form} name="currency" label="Currency" defaultValue={DEFAULT_CURRENCY}>
          {CURRENCIES.map((c) => (
            <option key={c.cc} value={c.cc}>
              {currencyLabel(c)}
            </option>
          ))}
        </SelectField>
        <Field form={form} name="name" label="Name" required />
        <Field form={form} name="designation" label="Designation" />
        <Field form={form} name="username" label="Email (username)" type="email" required />
        <Field
          form={form}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
        />
        <ScopePicker value={scopes} onChange={setScopes} />
        <DialogActions onClose={props.onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}
