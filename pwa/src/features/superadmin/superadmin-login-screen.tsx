/** /superadmin and /superadmin/login (document 3): the platform operator's sign-in. */
import { useNavigate } from '@tanstack/react-router';
import { authApi } from '../auth/auth-api.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { LoginForm } from '../auth/login-form.tsx';

export function SuperadminLoginScreen() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Super Admin Login">
      <LoginForm
        signin={authApi.superadminSignin}
        onSignedIn={() => void navigate({ to: '/superadmin/dashboard/home', replace: true })}
      />
    </AuthCard>
  );
}
