/** /login (AUTH1): sign in, then go where the user's role and scopes lead (PERM7). */

import { Link } from '@tanstack/react-router';
import { landingPathAfterSignIn } from '@tavola/shared';
import { navigateTo } from '../../lib/navigation.ts';
import { authApi } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginScreen() {
  return (
    <AuthCard
      title="Login"
      footer={
        <p>
          New to Tavola? <Link to="/register">Create Account</Link>
        </p>
      }
    >
      <LoginForm
        signin={authApi.signin}
        onSignedIn={(user) => navigateTo(landingPathAfterSignIn(user), { replace: true })}
        links={
          <p className="form-links">
            <Link to="/forgot-password">Forgot Password?</Link>
          </p>
        }
      />
    </AuthCard>
  );
}
