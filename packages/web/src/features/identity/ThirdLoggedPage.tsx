import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { readAccessToken } from '../../api/index.js';
import { pathAfterSignIn } from '../../auth/index.js';

/** /thirdLogged: signed in through a provider; on to the page the person was sent away from. */
export default function ThirdLoggedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  useEffect(() => {
    document.title = t('auth.third.signedInWith', { name: provider });
  }, [provider, t]);
  return <Navigate to={readAccessToken() ? pathAfterSignIn() : '/login'} replace />;
}
