/** Username and password form shared by the tenant login and the super-admin login. */
import { type SessionUser, signinArgs } from '@tavola/shared';
import type { ReactNode } from 'react';
import { Field, FormError, SubmitButton, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { ApiResult } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { completeSignIn, type SigninAnswer } from './auth-api.ts';

type Props = {
  signin: (args: { username: string; password: string }) => Promise<ApiResult<SigninAnswer>>;
  onSignedIn: (user: SessionUser) => Promise<void>;
  links?: ReactNode;
};

export function LoginForm({ signin, onSignedIn, links }: Props) {
  const t = useT();
  const form = useSchemaForm(signinArgs, async (args) => {
    const r = await signin(args);
    if (!r.ok) {
      notify.error(r.message);
      return;
    }
    notify.success(r.data.message);
    completeSignIn(r.data.user);
    await onSignedIn(r.data.user);
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('login.form')} data-testid="login-form">
      <FormError form={form} />
      <Field
        form={form}
        name="username"
        label={t('login.username')}
        type="email"
        autoComplete="username"
        required
        autoFocus
      />
      <Field
        form={form}
        name="password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {links}
      <SubmitButton form={form}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
