import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSignInProviders, goToProvider } from './identity-api.js';

/** "Sign in with <provider>" for each enabled provider; nothing when there is none. */
export function SignInProviderButtons() {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<Array<{ id: string; name: string }>>([]);
  const [busy, setBusy] = useState('');
  useEffect(() => {
    let live = true;
    fetchSignInProviders()
      .then((list) => live && setProviders(list))
      // Without the list the password form still works: the buttons simply do not show.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: 8, marginTop: 16 }}>
      <div style={{ textAlign: 'center', color: 'var(--vela-text-secondary, #667)' }}>
        {t('auth.third.or')}
      </div>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          size="large"
          block
          loading={busy === provider.id}
          onClick={() => {
            setBusy(provider.id);
            goToProvider(provider.id).catch(() => setBusy(''));
          }}
        >
          {t('auth.third.signInWith', { name: provider.name })}
        </Button>
      ))}
    </div>
  );
}
