import { Alert, Button } from 'antd';
// The input and the password input alone: antd's Input index also brings TextArea, Search and OTP
// (about 7 KB gzipped) onto the page that must load fastest (issue 5 budget, shell-bundle-budget.spec.ts).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { apiSettings } from '../api/index.js';
import { SignInProviderButtons } from '../features/identity/index.js';
import { AuthFrame } from './AuthFrame.js';
import { type ErrorText, pathAfterSignIn, signIn, signInErrorText } from './auth-service.js';
import { loginPageChoice, PRIVATE_PAGE_QUERY } from './login-page-choice.js';

type Field = 'email' | 'password';

/**
 * /login: the login page the global setting `loginPage` chooses (spec 1 §2.6, S1-B-008): the private
 * page by default, or straight on to the organisation's sign-in provider.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const choice = loginPageChoice(apiSettings().loginPage);
  if (choice.kind === 'provider' && params.get(PRIVATE_PAGE_QUERY) !== 'private') {
    return <Navigate to={`/thirdPartyLoginAuth?provider=${encodeURIComponent(choice.providerId)}`} replace />;
  }
  return <PrivateLoginPage />;
}

/**
 * The default private login page. A plain form over antd's inputs rather than
 * antd's Form, which keeps the signed-out bundle small.
 */
function PrivateLoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<ErrorText>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gaps = { email: !email.trim(), password: !password };
    setMissing(gaps);
    if (gaps.email || gaps.password) return;
    setBusy(true);
    setError(undefined);
    try {
      const session = await signIn(email.trim(), password);
      navigate(session.mustChangePassword ? '/changePassword' : pathAfterSignIn(), { replace: true });
    } catch (failure) {
      setError(signInErrorText(failure, i18n.language));
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('auth.title')} intro={t('auth.subtitle')}>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(error.key, error.values ?? {})}
          style={{ marginBottom: 20 }}
        />
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="vela-auth__form">
        <div className="vela-field">
          <label htmlFor="vela-login-email">{t('auth.email')}</label>
          <Input
            id="vela-login-email"
            type="email"
            size="large"
            autoComplete="username"
            autoFocus
            value={email}
            disabled={busy}
            status={missing.email ? 'error' : ''}
            aria-invalid={missing.email || undefined}
            aria-describedby={missing.email ? 'vela-login-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {missing.email && (
            <div id="vela-login-email-error" className="vela-field__error">
              {t('auth.emailRequired')}
            </div>
          )}
        </div>
        <div className="vela-field">
          <label htmlFor="vela-login-password">{t('auth.password')}</label>
          <Password
            id="vela-login-password"
            size="large"
            autoComplete="current-password"
            value={password}
            disabled={busy}
            status={missing.password ? 'error' : ''}
            aria-invalid={missing.password || undefined}
            aria-describedby={missing.password ? 'vela-login-password-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {missing.password && (
            <div id="vela-login-password-error" className="vela-field__error">
              {t('auth.passwordRequired')}
            </div>
          )}
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('auth.signIn')}
        </Button>
      </form>
      <SignInProviderButtons />
    </AuthFrame>
  );
}
