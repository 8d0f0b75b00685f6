import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VelaLogo } from './VelaLogo.js';
import './auth-frame.css';

/** The signed-out page frame: the product mark over a centred card. */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="vela-auth">
      <main className="vela-auth__main" aria-labelledby="vela-auth-title">
        <div className="vela-auth__brand">
          <VelaLogo size={44} />
          <span className="vela-auth__product">Vela</span>
        </div>
        <section className="vela-auth__card">
          <h1 id="vela-auth-title" className="vela-auth__title">
            {title}
          </h1>
          {intro && <p className="vela-auth__intro">{intro}</p>}
          {children}
        </section>
        <footer className="vela-auth__footer">{t('auth.footer')}</footer>
      </main>
    </div>
  );
}
