/** /register (AUTH2): business name, email, password; then /login. */

import { Link } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH, signupArgs } from '@tavola/shared';
import { Field, FormError, SubmitButton, useSchemaForm } from '../../components/form.tsx';
import { navigateTo } from '../../lib/navigation.ts';
import { withToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

export function RegisterScreen() {
  const form = useSchemaForm(signupArgs, async (args) => {
    const r = await withToast(() => authApi.signup(args));
    if (r.ok) await navigateTo('/login');
  });

  return (
    <AuthCard
      title="Create Account"
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <form onSubmit={form.onSubmit} noValidate aria-label="Register">
        <FormError form={form} />
        <Field
          form={form}
          name="biz_name"
          label="Business Name"
          autoComplete="organization"
          required
          autoFocus
        />
        <Field form={form} name="username" label="Email" type="email" autoComplete="email" required />
        <Field
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <SubmitButton form={form}>Register</SubmitButton>
      </form>
    </AuthCard>
  );
}
