import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readAccessToken } from '../../api/index.js';
import { AuthFrame, signOut } from '../../auth/index.js';
import { errorPagePath } from './identity-api.js';

/**
 * /singleLogout ends the Vela session and, when it began at a provider, sends the browser to the
 * provider's sign-out, which returns to /singleLogoutLogged. /singleLogoutAuthorization asks first.
 */
export default function SingleLogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ask = useLocation().pathname === '/singleLogoutAuthorization';
  const [confirmed, setConfirmed] = useState(!ask);
  const started = useRef(false);
  useEffect(() => {
    if (!confirmed || started.current) return;
    started.current = true;
    if (!readAccessToken()) {
      navigate('/singleLogoutLogged', { replace: true });
      return;
    }
    signOut()
      .then((endSessionUrl) => {
        if (endSessionUrl) window.location.assign(endSessionUrl);
        else navigate('/singleLogoutLogged', { replace: true });
      })
      .catch((failure: unknown) =>
        navigate(errorPagePath('/singleLogoutErrorPage', failure), { replace: true }),
      );
  }, [confirmed, navigate]);
  if (!confirmed)
    return (
      <AuthFrame title={t('auth.logout.confirmTitle')}>
        <Button type="primary" size="large" block onClick={() => setConfirmed(true)}>
          {t('auth.logout.confirm')}
        </Button>
      </AuthFrame>
    );
  return (
    <AuthFrame title={t('auth.logout.signingOut')}>
      <Spin />
    </AuthFrame>
  );
}
