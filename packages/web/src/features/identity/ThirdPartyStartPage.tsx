import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../auth/index.js';
import { errorPagePath, goToProvider } from './identity-api.js';

/** /thirdPartyLoginAuth?provider=<id>: a link that starts signing in with that provider straight away. */
export default function ThirdPartyStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerId = params.get('provider') ?? '';
  useEffect(() => {
    goToProvider(providerId).catch((failure: unknown) =>
      navigate(errorPagePath('/errorPageAuth', failure), { replace: true }),
    );
  }, [providerId, navigate]);
  return (
    <AuthFrame title={t('auth.third.redirecting')}>
      <Spin />
    </AuthFrame>
  );
}
