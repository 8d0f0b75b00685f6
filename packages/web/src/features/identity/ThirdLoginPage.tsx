import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from '../../auth/index.js';
import { SignInProviderButtons } from './SignInProviderButtons.js';

/** /thirdLogin: sign in with a third-party provider only (docs/DESIGN-CHOICES.md "Identity"). */
export default function ThirdLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.third.chooseTitle')}>
      <SignInProviderButtons />
      <p style={{ marginTop: 16 }}>
        <Link to="/login">{t('auth.third.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
