/** /reset-password?token=... (AUTH3-AUTH4): a new password; then /login. */

import { Link, useRouterState } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordArgs, resetPasswordToken } from '@tavola/shared';
import { useCallback } from 'react';
import * as v from 'valibot';
import { Field, FormError, SubmitButton, useSchemaForm } from '../../components/form.tsx';
import { navigateTo } from '../../lib/navigation.ts';
import { withToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

// The token is checked first ('Invalid request!'), then the password (AUTH3).
const resetForm = v.object({ token: resetPasswordToken, ...resetPasswordArgs.entries });

export function ResetPasswordScreen() {
  // read raw: the router's default search parser would turn a token like "123" into a number
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const token = new URLSearchParams(searchStr).get('token') ?? '';
  const extra = useCallback(() => ({ token }), [token]);
  const form = useSchemaForm(
    resetForm,
    async ({ token: t, password }) => {
      const r = await withToast(() => authApi.resetPassword(t, { password }));
      if (r.ok) await navigateTo('/login');
    },
    extra,
  );

  return (
    <AuthCard
      title="Reset Password"
      footer={
        <p>
          <Link to="/login">Back to Login</Link>
        </p>
      }
    >
      <form onSubmit={form.onSubmit} noValidate aria-label="Reset Password">
        <FormError form={form} />
        <Field
          form={form}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <SubmitButton form={form}>Update Password</SubmitButton>
      </form>
    </AuthCard>
  );
}
