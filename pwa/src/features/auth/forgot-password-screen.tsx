/** /forgot-password (AUTH3): one email field; the server mails a reset link. */

import { Link } from '@tanstack/react-router';
import { forgotPasswordArgs } from '@tavola/shared';
import { Field, FormError, SubmitButton, useSchemaForm } from '../../components/form.tsx';
import { withToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordScreen() {
  const form = useSchemaForm(forgotPasswordArgs, async (args) => {
    await withToast(() => authApi.forgotPassword(args));
  });

  return (
    <AuthCard
      title="Forgot Password"
      footer={
        <p>
          Remembered it? <Link to="/login">Login</Link>
        </p>
      }
    >
      <form onSubmit={form.onSubmit} noValidate aria-label="Forgot Password">
        <FormError form={form} />
        <Field
          form={form}
          name="username"
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <SubmitButton form={form}>Send Reset Link</SubmitButton>
      </form>
    </AuthCard>
  );
}
