import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthFrame } from '../../auth/index.js';
import { completeSignIn, errorPagePath } from './identity-api.js';

/** /thirdAuthorization: where the provider sends the browser back with its code; Vela finishes the sign-in. */
export default function ThirdAuthorizationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The code is single use: a second effect run (strict mode) must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn(window.location.search)
      .then((signedIn) =>
        navigate(`/thirdLogged?provider=${encodeURIComponent(signedIn.providerName)}`, { replace: true }),
      )
      .catch((failure: unknown) => navigate(errorPagePath('/errorPageAuth', failure), { replace: true }));
  }, [navigate]);
  return (
    <AuthFrame title={t('auth.third.completing')}>
      <Spin />
    </AuthFrame>
  );
}
