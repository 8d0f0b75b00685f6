import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { readAccessToken } from '../api/index.js';
import { AuthFrame } from './AuthFrame.js';
import { pathAfterSignIn } from './auth-service.js';
import { PasswordChangeForm } from './PasswordChangeForm.js';

/** /changePassword: the forced step after signing in with a password that must change. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!readAccessToken()) return <Navigate to="/login" replace />;
  return (
    <AuthFrame title={t('auth.changePassword.title')} intro={t('auth.changePassword.intro')}>
      <PasswordChangeForm onChanged={() => navigate(pathAfterSignIn(), { replace: true })} />
    </AuthFrame>
  );
}
