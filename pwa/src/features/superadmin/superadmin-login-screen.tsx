/** /superadmin and /superadmin/login: the platform operator's sign-in. */
import { navigateTo } from '../../lib/navigation.ts';
import { authApi } from '../auth/auth-api.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { LoginForm } from '../auth/login-form.tsx';

export function SuperadminLoginScreen() {
  return (
    <AuthCard title="Super Admin Login">
      <LoginForm
        signin={authApi.superadminSignin}
        onSignedIn={() => navigateTo('/superadmin/dashboard/home', { replace: true })}
      />
    </AuthCard>
  );
}
