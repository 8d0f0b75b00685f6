import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthFrame } from '../../auth/index.js';

/** /singleLogoutLogged (and /singleLogoutLogin, its way back in): signed out of Vela and the provider. */
export default function SingleLogoutDonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthFrame title={t('auth.logout.doneTitle')} intro={t('auth.logout.doneText')}>
      <Button type="primary" size="large" block onClick={() => navigate('/login', { replace: true })}>
        {t('auth.third.backToLogin')}
      </Button>
    </AuthFrame>
  );
}
