import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthFrame } from '../../auth/index.js';

/** /errorPageAuth and /singleLogoutErrorPage: what went wrong, in the server's words, and the way back. */
export default function AuthErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signOut = useLocation().pathname.startsWith('/singleLogout');
  const reason = params.get('reason') ?? '';
  return (
    <AuthFrame title={t(signOut ? 'auth.logout.errorTitle' : 'auth.third.errorTitle')}>
      {reason && <Alert type="error" showIcon role="alert" title={reason} style={{ marginBottom: 16 }} />}
      <Link to="/login">{t('auth.third.backToLogin')}</Link>
    </AuthFrame>
  );
}
